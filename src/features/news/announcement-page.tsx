import { Trans, useLingui } from "@lingui/react/macro";
import { useAnnouncement } from "#data/market/facade.ts";
import { PageHeader } from "#routing/page-header.tsx";
import { StillLoading } from "#ui/still-loading.tsx";
import { NewsBody } from "./news-body.tsx";
import "./news.css";

/** /mine/announcement: the broker's current announcement. */
export function AnnouncementPage() {
  const { t } = useLingui();
  const announcement = useAnnouncement();
  const shown = announcement.value;
  return (
    <div className="page announcement-page" data-testid="announcement-page">
      <PageHeader title={t`Announcement`} />
      {shown === undefined && <StillLoading read={announcement} />}
      {shown === null && <p className="empty-note" data-testid="announcement-none"><Trans>There is no announcement right now.</Trans></p>}
      {shown && <NewsBody article={shown} />}
    </div>
  );
}
