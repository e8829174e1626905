import { Link } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import { useAccountFigures } from "#data/orders/facade.ts";
import { formatMoney } from "#domain/format/format-money.ts";
import { formatPercent } from "#domain/format/format-price.ts";

/** The trading account, live: the balance from the server, the rest following the positions' profit. */
export function AccountCard() {
  const { i18n, t } = useLingui();
  const account = useAccountFigures();
  // The terms traders know; margin level is equity ÷ used margin, the figure margin calls and stop-outs speak of.
  const figures = [
    { label: t`Equity`, value: formatMoney(account?.net_value, i18n.locale), testId: "account-equity" },
    { label: t`Free margin`, value: formatMoney(account?.available_prepayment, i18n.locale), testId: "account-free-margin" },
    { label: t`Used margin`, value: formatMoney(account?.current_margin, i18n.locale), testId: "account-margin" },
    { label: t`Margin level`, value: formatPercent(account?.prepayment_ratio, i18n.locale), testId: "account-margin-level" },
  ];
  return (
    <section className="account-card" data-testid="account-card">
      <div className="account-head">
        <span className="muted"><Trans>Balance (USD)</Trans></span>
        <Link to="/mine/history" className="account-link" data-testid="account-details-link"><Trans>Account details</Trans></Link>
      </div>
      <p className="account-balance" data-testid="account-balance"><span className="num">{formatMoney(account?.balance, i18n.locale)}</span></p>
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
