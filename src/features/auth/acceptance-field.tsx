import { Link } from "@tanstack/react-router";
import { Trans } from "@lingui/react/macro";

interface AcceptanceFieldProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error: string | null;
}

/** The register form's required tick: the registrant accepts the terms and the risk warning, each a link to its full text. */
export function AcceptanceField({ checked, onChange, error }: AcceptanceFieldProps) {
  return (
    <div className="field acceptance-field" data-invalid={error ? "" : undefined}>
      <label className="acceptance-label" htmlFor="register-accept">
        <input id="register-accept" type="checkbox" checked={checked} onChange={(e) => onChange(e.currentTarget.checked)}
          aria-invalid={error ? true : undefined} required data-testid="register-accept" />
        <span>
          <Trans>
            I accept the <Link to="/terms" className="text-link" target="_blank">terms of use</Link> and have read the{" "}
            <Link to="/risk-warning" className="text-link" target="_blank">risk warning</Link>
          </Trans>
        </span>
      </label>
      {error && (
        <span className="field-error" role="alert" data-testid="register-accept-error">
          {error}
        </span>
      )}
    </div>
  );
}
