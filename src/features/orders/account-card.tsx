import { Link } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import { useAccountFigures } from "../../data/trading-facade.ts";
import { formatMoney } from "../../ui/format-money.ts";
import { roundDecimalText } from "../../ui/round-decimal-text.ts";

const percent = (value: string | undefined) => {
  const rounded = value ? roundDecimalText(value, 2) : null;
  return rounded ? `${rounded}%` : "--";
};

/** SPEC §3 Account, live: the balance from the server, the rest following the positions' profit. */
export function AccountCard() {
  const { t } = useLingui();
  const account = useAccountFigures();
  const figures = [
    { label: t`Net value`, value: formatMoney(account?.net_value), testId: "account-net-value" },
    { label: t`Available prepayment`, value: formatMoney(account?.available_prepayment), testId: "account-available" },
    { label: t`Current margin`, value: formatMoney(account?.current_margin), testId: "account-margin" },
    { label: t`Risk rate`, value: percent(account?.risk_rate), testId: "account-risk-rate" },
    { label: t`Prepayment ratio`, value: percent(account?.prepayment_ratio), testId: "account-prepayment-ratio" },
  ];
  return (
    <section className="account-card" data-testid="account-card">
      <div className="account-head">
        <span className="muted"><Trans>Balance (USD)</Trans></span>
        <Link to="/mine/history" className="account-link" data-testid="account-details-link"><Trans>Account details</Trans></Link>
      </div>
      <p className="account-balance num" data-testid="account-balance">{formatMoney(account?.balance)}</p>
      <dl className="account-figures">
        {figures.map((figure) => (
          <div key={figure.testId} className="account-figure">
            <dt className="muted">{figure.label}</dt>
            <dd className="num" data-testid={figure.testId}>{figure.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
