import { Link } from "@tanstack/react-router";
import { Trans } from "@lingui/react/macro";
import { ShieldCheck } from "lucide-static";
import { SvgIcon } from "#ui/svg-icon.tsx";

/** In place of the form until the user's identity is verified: the server refuses a withdrawal before. */
export function IdentityNotice({ waiting }: { waiting: boolean }) {
  return (
    <div className="card fund-card identity-notice" data-testid="withdraw-identity">
      <SvgIcon svg={ShieldCheck} size={28} />
      <p>
        {waiting
          ? <Trans>Your identity documents are being reviewed. You can withdraw once they are approved.</Trans>
          : <Trans>Verify your identity before you withdraw.</Trans>}
      </p>
      <Link to="/mine/auth" className="button-secondary" data-testid="withdraw-verify">
        {waiting ? <Trans>See my verification</Trans> : <Trans>Verify now</Trans>}
      </Link>
    </div>
  );
}
