import { useRouter, useSearch } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import { useWithdrawCurrencies } from "#data/funds/facade.ts";
import { WITHDRAW_CRYPTO, type WithdrawType } from "#domain/withdraw.ts";
import { goBack } from "#routing/go-back.ts";
import { PageHeader } from "#routing/page-header.tsx";
import { RealAccountOnly } from "#widgets/real-account-only.tsx";
import { StillLoading } from "#ui/still-loading.tsx";
import { BindForm } from "./bind-form.tsx";
import "../funds.css";
import "./withdraw.css";

function BindWay({ type }: { type: WithdrawType }) {
  const router = useRouter();
  const currencies = useWithdrawCurrencies(type);
  if (!currencies.value) return <StillLoading read={currencies} />;
  if (currencies.value.length === 0) return <p className="empty-note" data-testid="withdraw-closed"><Trans>No way to withdraw is open right now. Please contact support.</Trans></p>;
  return <BindForm type={type} currencies={currencies.value} onBound={() => goBack(router)} />;
}

/** /mine/withdraw-way?type=1|2: bind a coin address or a bank account to withdraw to. */
export function WithdrawWayPage() {
  const { t } = useLingui();
  const { type } = useSearch({ from: "/mine/withdraw-way" });
  return (
    <div className="page withdraw-way-page" data-testid="withdraw-way-page">
      <PageHeader title={type === WITHDRAW_CRYPTO ? t`Add an address` : t`Add a bank account`} />
      <RealAccountOnly>
        <BindWay key={type} type={type} />
      </RealAccountOnly>
    </div>
  );
}
