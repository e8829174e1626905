import { Trans, useLingui } from "@lingui/react/macro";
import { useFactorStatus } from "#data/account/facade.ts";
import { PageHeader } from "#routing/page-header.tsx";
import { PasskeySection } from "./passkey-section.tsx";
import { TotpOffForm } from "./totp-off-form.tsx";
import { TotpSetupFlow } from "./totp-setup-flow.tsx";
import "./security.css";

/** /mine/security: the second factor, passkeys and the authenticator app, each added or removed. */
export function SecurityPage() {
  const { t } = useLingui();
  const { value: status, reload } = useFactorStatus();
  return (
    <div className="page security-page">
      <PageHeader title={t`Two-step verification`} />
      <p className="muted security-intro">
        <Trans>With a passkey or an authenticator app, logging in, withdrawing and changing your account also ask for it.</Trans>
      </p>
      {status && <PasskeySection onChanged={reload} />}
      {status?.totp === true && (
        <section className="security-card" data-testid="totp-on">
          <p><Trans>The authenticator app is on.</Trans></p>
          <p className="muted"><Trans>Recovery codes left: <span className="num">{status.recovery_left}</span></Trans></p>
          <TotpOffForm onDone={reload} />
        </section>
      )}
      {status?.totp === false && <TotpSetupFlow onDone={reload} />}
    </div>
  );
}
