import { useSnapshot } from "valtio";
import { Trans, useLingui } from "@lingui/react/macro";
import type { CodePurpose } from "#domain/account.ts";
import { sessionState } from "#state/session.ts";
import { CodeInput } from "#widgets/code-input.tsx";
import { Field } from "#ui/field.tsx";
import { ownCodeDestination } from "./own-code-destination.ts";

interface OwnCodeFieldProps {
  inputId: string;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  /** A bind's code and a withdrawal's are sent, waited for and spent apart. */
  purpose: CodePurpose;
}

/** The code that confirms a binding or a withdrawal, sent to the user's own e-mail or mobile. */
export function OwnCodeField({ inputId, value, onChange, error, purpose }: OwnCodeFieldProps) {
  const { t } = useLingui();
  const { user } = useSnapshot(sessionState);
  const destination = user ? ownCodeDestination(user) : null;
  return (
    <div className="own-code">
      <Field label={t`Verification code`} inputId={inputId} error={error}>
        <CodeInput id={inputId} value={value} onChange={onChange} destination={destination} purpose={purpose} />
      </Field>
      {destination && (
        <p className="muted own-code-note">
          <Trans>The code is sent to <bdi className="num" dir="ltr">{destination.to}</bdi>.</Trans>
        </p>
      )}
    </div>
  );
}
