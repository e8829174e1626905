import { Trans, useLingui } from "@lingui/react/macro";
import { RISK_WARNING_VERSION, TERMS_VERSION } from "#domain/legal.ts";
import { PageHeader } from "#routing/page-header.tsx";
import "./legal.css";

/** /risk-warning: the full risk warning a registrant accepts, with its version. */
export function RiskWarningPage() {
  const { t } = useLingui();
  const version = RISK_WARNING_VERSION;
  return (
    <div className="page legal-page" data-testid="risk-warning-page">
      <PageHeader title={t`Risk warning`} />
      <article className="legal-text">
        <p><strong><Trans>CFDs are complex instruments and come with a high risk of losing money rapidly due to leverage.</Trans></strong></p>
        <p><Trans>Consider whether you understand how CFDs work and whether you can afford to take the high risk of losing your money.</Trans></p>
        <p><Trans>Leverage magnifies profits and losses alike: a small price move against your position can cost more than the margin you put up. Prices can move fast, and a gap can close a position at a worse price than the one you set.</Trans></p>
        <p><Trans>Past performance is not a reliable indicator of future results. Trade only with money you can afford to lose.</Trans></p>
        <p className="muted"><Trans>Version {version}</Trans></p>
      </article>
    </div>
  );
}

/** /terms: the terms of use a registrant accepts, with their version. */
export function TermsPage() {
  const { t } = useLingui();
  const version = TERMS_VERSION;
  return (
    <div className="page legal-page" data-testid="terms-page">
      <PageHeader title={t`Terms of use`} />
      <article className="legal-text">
        <p><Trans>By opening an account you agree to trade for yourself only, to give true details about yourself, and to keep your password and devices safe.</Trans></p>
        <p><Trans>Pipwise may refuse or reverse trades made at clearly wrong prices, and closes positions when your margin level falls below the stop-out level.</Trans></p>
        <p><Trans>Deposits and withdrawals are reviewed before they are credited or paid out.</Trans></p>
        <p className="muted"><Trans>Version {version}</Trans></p>
      </article>
    </div>
  );
}
