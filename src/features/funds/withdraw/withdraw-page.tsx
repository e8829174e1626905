import { useState } from "react";
import { useLingui } from "@lingui/react/macro";
import { WITHDRAW_BANK, WITHDRAW_CRYPTO, type WithdrawType } from "#domain/withdraw.ts";
import { PageHeader } from "#routing/page-header.tsx";
import { RealAccountOnly } from "#widgets/real-account-only.tsx";
import { WayTabs } from "../way-tabs.tsx";
import { WithdrawPanel } from "./withdraw-panel.tsx";
import "../funds.css";
import "./withdraw.css";

const WAYS = [WITHDRAW_CRYPTO, WITHDRAW_BANK] as const;

/** /mine/withdraw: USD out of the balance to a bound address or bank account, and the records of both; not for demo accounts. */
export function WithdrawPage() {
  const { t } = useLingui();
  const [open, setOpen] = useState<WithdrawType>(WITHDRAW_CRYPTO);
  return (
    <div className="page withdraw-page" data-testid="withdraw-page">
      <PageHeader title={t`Withdraw`} />
      <RealAccountOnly>
        <WayTabs ways={WAYS} crypto={WITHDRAW_CRYPTO} open={open} onOpen={setOpen} testId="withdraw-tab" />
        <WithdrawPanel key={open} type={open} />
      </RealAccountOnly>
    </div>
  );
}
