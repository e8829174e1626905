import { Trans, useLingui } from "@lingui/react/macro";
import { useInvitation } from "#data/account/facade.ts";
import type { InviteInfo } from "#domain/contract/accounts.ts";
import { CopyButton } from "#widgets/copy-button.tsx";
import { PageHeader } from "#routing/page-header.tsx";
import { QrCode } from "#ui/qr-code.tsx";
import { RealAccountOnly } from "#widgets/real-account-only.tsx";
import { StillLoading } from "#ui/still-loading.tsx";
import { inviteLink } from "./invite-link.ts";
import { ShareButton } from "./share-button.tsx";
import "./invite.css";

function Invitation({ info }: { info: InviteInfo }) {
  const { t } = useLingui();
  const link = inviteLink(window.location.origin, info.invite_code);
  return (
    <>
      <section className="card invite-card">
        <p className="muted invite-intro"><Trans>Friends who register with your code or link are counted below.</Trans></p>
        <div className="invite-code-row">
          <div>
            <span className="muted invite-label"><Trans>Your invite code</Trans></span>
            <strong className="invite-code num" dir="ltr" data-testid="invite-code">{info.invite_code}</strong>
          </div>
          <CopyButton text={info.invite_code} label={t`Copy invite code`} testId="copy-invite-code" />
        </div>
        <QrCode text={link} label={t`QR code of your invite link`} testId="invite-qr" />
        <p className="invite-link num" dir="ltr" data-testid="invite-link">{link}</p>
        <div className="invite-actions">
          <CopyButton text={link} label={t`Copy link`} testId="copy-invite-link" wide />
          <ShareButton title="Pipwise" text={t`Trade forex and more with me on Pipwise.`} url={link} />
        </div>
      </section>
      <dl className="invite-count">
        <dt className="muted"><Trans>Registered with your code</Trans></dt>
        <dd className="num" data-testid="invite-count">{info.invited}</dd>
      </dl>
    </>
  );
}

/** /mine/invite: the user's invite code and link to share, as text and a QR code, and how many registered with it. */
export function InvitePage() {
  const { t } = useLingui();
  const invitation = useInvitation();
  return (
    <div className="page invite-page" data-testid="invite-page">
      <PageHeader title={t`Invite friends`} />
      <RealAccountOnly>
        {invitation.value ? <Invitation info={invitation.value} /> : <StillLoading read={invitation} />}
      </RealAccountOnly>
    </div>
  );
}
