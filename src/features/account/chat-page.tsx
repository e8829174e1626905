import { useRouter } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import { Copy } from "lucide-static";
import { useBasicInfo } from "#data/market/facade.ts";
import { SERVICE_LINK_COPY } from "#domain/account.ts";
import { copyText } from "#widgets/copy-text.ts";
import { Dialog } from "#ui/dialog.tsx";
import { goBack } from "#routing/go-back.ts";
import { PageHeader } from "#routing/page-header.tsx";
import { SvgIcon } from "#ui/svg-icon.tsx";
import { serviceLinkOf } from "./service-link.ts";
import "./account.css";

function CopyLinkDialog({ link }: { link: string }) {
  const { t } = useLingui();
  const router = useRouter();
  const copy = () => copyText(link, t`Could not copy; press and hold the link to copy it`);
  return (
    <Dialog open onClose={() => goBack(router)} title={t`Support chat`} testId="chat-link-dialog"
      actions={
        <>
          <button type="button" className="dialog-button" onClick={() => goBack(router)}><Trans>Close</Trans></button>
          <button type="button" className="dialog-button dialog-button-primary" onClick={() => void copy()} data-testid="copy-link">
            <SvgIcon svg={Copy} size={16} /> <Trans>Copy link</Trans>
          </button>
        </>
      }>
      <p><Trans>Open this link in your browser to talk to us:</Trans></p>
      <a className="copy-link" href={link} target="_blank" rel="noopener noreferrer" data-testid="chat-link">{link}</a>
    </Dialog>
  );
}

/** /mine/chat: the operator's support page inside the app, or its link to copy (service_link_type 2). */
export function ChatPage() {
  const { t } = useLingui();
  const info = useBasicInfo();
  const link = serviceLinkOf(info?.service_link);
  const copyMode = info?.service_link_type === SERVICE_LINK_COPY;

  return (
    <div className="page">
      <PageHeader title={t`Support chat`} />
      {info && !link && (
        <p className="empty-note" data-testid="chat-unavailable"><Trans>Support chat is not available yet.</Trans></p>
      )}
      {link && copyMode && <CopyLinkDialog link={link} />}
      {link && !copyMode && (
        <iframe className="chat-frame" src={link} title={t`Support chat`} data-testid="chat-frame"
          sandbox="allow-scripts allow-same-origin allow-forms allow-popups" referrerPolicy="no-referrer" />
      )}
    </div>
  );
}
