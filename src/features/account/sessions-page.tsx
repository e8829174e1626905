import { useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { endOtherSessions, endSession } from "#api/devices.ts";
import type { UserSession } from "#domain/contract/devices.ts";
import { formatDateTime } from "#format/format-date-time.ts";
import { PageHeader } from "#routing/page-header.tsx";
import { ConfirmDialog } from "#ui/confirm-dialog.tsx";
import { StillLoading } from "#ui/still-loading.tsx";
import { RealAccountOnly } from "#widgets/real-account-only.tsx";
import { useSessions } from "./use-sessions.ts";
import "./sessions.css";

function SessionRow({ session, onEnd }: { session: UserSession; onEnd: () => void }) {
  const { t } = useLingui();
  const area = session.area === "local" ? t`Local network` : session.area || t`Unknown address`;
  const seen = formatDateTime(session.last_seen_at);
  return (
    <li className="session-row" data-testid="session-row" data-current={session.current}>
      <div className="session-text">
        <strong className="session-name">
          <bdi>{session.browser || t`Unknown browser`}</bdi> · <bdi>{session.system || t`Unknown system`}</bdi>
        </strong>
        <span className="muted session-area" dir="ltr">{area}</span>
        <span className="muted">
          <Trans>Last seen <time dateTime={new Date(session.last_seen_at).toISOString()}>{seen}</time></Trans>
        </span>
      </div>
      {session.current ? (
        <span className="session-this" data-testid="this-device"><Trans>This device</Trans></span>
      ) : (
        <button type="button" className="button-secondary session-end" onClick={onEnd} data-testid="end-session">
          <Trans>End</Trans>
        </button>
      )}
    </li>
  );
}

/** /mine/sessions: where the account is logged in (browser, system, area, last seen), this device marked; any other session can be ended. */
export function SessionsPage() {
  const { t } = useLingui();
  const sessions = useSessions();
  const [endingOthers, setEndingOthers] = useState(false);
  const others = sessions.value?.filter((session) => !session.current) ?? [];

  const end = (sessionId: number) => void endSession(sessionId).finally(sessions.reload);
  const endOthers = () => {
    setEndingOthers(false);
    void endOtherSessions().finally(sessions.reload);
  };

  return (
    <div className="page sessions-page" data-testid="sessions-page">
      <PageHeader title={t`Devices`} />
      <RealAccountOnly>
        {sessions.value ? (
          <>
            <ul className="menu-list session-list">
              {sessions.value.map((session) => (
                <SessionRow key={session.id} session={session} onEnd={() => end(session.id)} />
              ))}
            </ul>
            {others.length > 0 && (
              <div className="settings-actions">
                <button type="button" className="button-secondary button-danger" onClick={() => setEndingOthers(true)} data-testid="end-other-sessions">
                  <Trans>End all other sessions</Trans>
                </button>
              </div>
            )}
          </>
        ) : (
          <StillLoading read={sessions} />
        )}
      </RealAccountOnly>
      <ConfirmDialog open={endingOthers} title={t`End all other sessions`} message={t`Log out every other device and browser of this account?`}
        confirmLabel={t`End`} onConfirm={endOthers} onCancel={() => setEndingOthers(false)} testId="end-others-dialog" />
    </div>
  );
}
