import { Link } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import { useAccountFigures } from "#data/orders/facade.ts";
import { formatMoney } from "#domain/format/format-money.ts";
import { roundDecimalText } from "#domain/format/round-decimal-text.ts";

const percent = (value: string | undefined) => {
  const rounded = value ? roundDecimalText(value, 2) : null;
  return rounded ? `${rounded}%` : "--";
};

/** The trading account, live: the balance from the server, the rest following the positions' profit. */
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
      <p className="account-balance" data-testid="account-balance"><span className="num">{formatMoney(account?.balance)}</span></p>
      <dl className="account-figures">
        {figures.map((figure) => (
          <div key={figure.testId} className="account-figure">
            <dt className="muted">{figure.label}</dt>
            <dd data-testid={figure.testId}><span className="num">{figure.value}</span></dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
