import { useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { UserFactors } from "#domain/contract/back-office-users.ts";
import { errorText } from "../api/error-text.ts";
import { turnOffUserTotp } from "../api/user-calls.ts";
import { Notice, type NoticeText } from "../common/notice.tsx";
import { DecisionForm, type Decision } from "../review/decision-form.tsx";
import { Fact } from "../review/fact.tsx";
import { FactsBlock } from "./facts-block.tsx";

interface UserFactorsProps {
  userId: number;
  factors: UserFactors;
  /** Reads the user again once a factor was turned off. */
  onChanged: () => void;
}

/**
 * The user's second factor, and for a user who lost the phone and the recovery codes the way to turn
 * the authenticator app off: with a reason, kept in the audit log; the user is told.
 */
export function UserFactorsBlock({ userId, factors, onChanged }: UserFactorsProps) {
  const { t } = useLingui();
  const [notice, setNotice] = useState<NoticeText | null>(null);
  const turnOff: Decision = {
    key: "totp-off",
    label: <Trans>Turn the authenticator app off…</Trans>,
    tone: "reject",
    ask: {
      kind: "remark",
      label: <Trans>Reason, kept in the audit log</Trans>,
      placeholder: t`For example: lost phone and recovery codes; identity checked on a video call.`,
      missing: <Trans>Write why the authenticator app is turned off.</Trans>,
      submit: <Trans>Turn off</Trans>,
    },
    send: async (reason) => {
      try {
        await turnOffUserTotp(userId, reason ?? "");
        setNotice({ tone: "ok", text: t`The authenticator app was turned off and the user told.` });
        onChanged();
      } catch (error) {
        const text = errorText(error);
        setNotice(text ? { tone: "error", text } : null);
      }
    },
  };
  return (
    <FactsBlock
      title={<Trans>Second factor</Trans>}
      after={
        <>
          {notice && <Notice tone={notice.tone}>{notice.text}</Notice>}
          {factors.totp && <DecisionForm decisions={[turnOff]} />}
        </>
      }
    >
      <Fact label={<Trans>Authenticator app</Trans>}>{factors.totp ? <Trans>On</Trans> : <Trans>Off</Trans>}</Fact>
      {factors.totp && <Fact label={<Trans>Recovery codes left</Trans>}>{factors.recovery_left}</Fact>}
      <Fact label={<Trans>Passkeys</Trans>}>{factors.passkeys}</Fact>
    </FactsBlock>
  );
}
