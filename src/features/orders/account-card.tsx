import { Link } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import { useAccountFigures } from "#data/orders/facade.ts";
import { formatMoney } from "#format/format-money.ts";
import { roundDecimalText } from "#format/round-decimal-text.ts";

const percent = (value: string | undefined) => {
  const rounded = value ? roundDecimalText(value, 2) : null;
  return rounded ? `${rounded}%` : "--";
};

/** The trading account, live: the balance from the server, the rest following the positions' profit. */
export function AccountCard() {
  const { t } = useLingui();
  const account = useAccountFigures();
  // The terms traders know; margin level is equity ÷ used margin, the figure margin calls and stop-outs speak of.
  const figures = [
    { label: t`Equity`, value: formatMoney(account?.net_value), testId: "account-equity" },
    { label: t`Free margin`, value: formatMoney(account?.available_prepayment), testId: "account-free-margin" },
    { label: t`Used margin`, value: formatMoney(account?.current_margin), testId: "account-margin" },
    { label: t`Margin level`, value: percent(account?.prepayment_ratio), testId: "account-margin-level" },
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
