import { useState } from "react";
import { Link, useRouter } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import { ChevronRight, Languages } from "lucide-static";
import { logout } from "#api/user.ts";
import { signOut } from "#state/session.ts";
import { ConfirmDialog } from "#ui/confirm-dialog.tsx";
import { PageHeader } from "#routing/page-header.tsx";
import { SvgIcon } from "#ui/svg-icon.tsx";
import { AppearanceSettings } from "./appearance-settings.tsx";
import { OneClickSetting } from "./one-click-setting.tsx";
import { dropBrowserSubscription } from "./use-push-notifications.ts";
import "./account.css";

/** /mine/system: the "other" entry of the user centre, with the language, the appearance and logging out. */
export function SystemPage() {
  const { t } = useLingui();
  const router = useRouter();
  const [confirming, setConfirming] = useState(false);

  const leave = async () => {
    setConfirming(false);
    // The user asked to leave: even when the server cannot be reached the session ends here.
    await logout().catch(() => {});
    await dropBrowserSubscription().catch(() => {});
    signOut();
    void router.navigate({ to: "/", replace: true });
  };

  return (
    <div className="page">
      <PageHeader title={t`Settings`} />
      <ul className="menu-list entry-list">
        <li>
          <Link to="/language" className="menu-row">
            <SvgIcon svg={Languages} className="entry-icon" />
            <span className="menu-label"><Trans>Language</Trans></span>
            <SvgIcon svg={ChevronRight} size={16} className="entry-chevron icon-directional" />
          </Link>
        </li>
      </ul>
      <AppearanceSettings />
      <OneClickSetting />
      <div className="settings-actions">
        <button type="button" className="button-secondary button-danger" onClick={() => setConfirming(true)} data-testid="logout">
          <Trans>Log out</Trans>
        </button>
      </div>
      <ConfirmDialog open={confirming} title={t`Log out`} message={t`Log out of this account on this device?`}
        confirmLabel={t`Log out`} onConfirm={() => void leave()} onCancel={() => setConfirming(false)} testId="logout-dialog" />
    </div>
  );
}
