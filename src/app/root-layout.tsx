import { Outlet, useRouterState } from "@tanstack/react-router";
import { useOnline } from "#data/market/facade.ts";
import { OfflineBanner } from "#ui/offline-banner.tsx";
import { ToastStack } from "./toast-stack.tsx";
import { LoadingOverlay } from "./loading-overlay.tsx";
import { DesktopSiteRedirect } from "./desktop-site-redirect.tsx";
import { CompanyStatusCheck } from "./company-status-check.tsx";
import { KeptPages } from "./kept-pages.tsx";
import { TabBar } from "./tab-bar.tsx";
import { UpdatePrompt } from "./update-prompt.tsx";
import { isTabPage } from "./tab-pages.ts";
import { useBootShellUntil, useFirstPageShown } from "./boot-shell.ts";

export function RootLayout() {
  // The committed match, not the pending location: a guarded tab never flashes before its redirect.
  const routeId = useRouterState({ select: (s) => s.matches.at(-1)?.routeId as string | undefined });
  const tab = isTabPage(routeId) ? routeId : null;
  useBootShellUntil(routeId !== undefined);
  useFirstPageShown(routeId !== undefined);
  const online = useOnline();
  return (
    <div className="app" data-has-tabs={tab ? "" : undefined}>
      <UpdatePrompt />
      <main className="app-main">
        <KeptPages current={tab} />
        <Outlet />
      </main>
      {tab && <TabBar current={tab} />}
      {!online && <OfflineBanner />}
      <ToastStack />
      <LoadingOverlay />
      <DesktopSiteRedirect />
      <CompanyStatusCheck />
    </div>
  );
}
