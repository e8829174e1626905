import { Link } from "@tanstack/react-router";
import { Trans } from "@lingui/react/macro";
import "./risk-warning-line.css";

/** The short CFD risk warning a broker shows where the client trades or opens an account, linking to the full text. */
export function RiskWarningLine() {
  return (
    <p className="risk-warning-line" data-testid="risk-warning-line">
      <Trans>CFDs are complex instruments and come with a high risk of losing money rapidly due to leverage.</Trans>{" "}
      <Link to="/risk-warning" className="text-link" data-testid="risk-warning-link"><Trans>Risk warning</Trans></Link>
    </p>
  );
}
