import { startTransition, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "@tanstack/react-router";
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { setAuthTokenGetter } from "#api/auth-token.ts";
import { shellHoldsHomeCopy } from "#app/boot-shell.ts";
import { markDesktop } from "#app/device.ts";
import { askFirstScreenList, installNavigationEffects } from "#app/navigation-effects.ts";
import { installSessionSync } from "#app/session-sync.ts";
import { installRealtime } from "#app/realtime-wiring.ts";
import { startLoadingTabPage } from "#app/kept-pages.tsx";
import { registerServiceWorker } from "#app/register-sw.ts";
import { router } from "#app/router.ts";
import { warmReadWithin } from "#data/market/facade.ts";
import { keepNumberLayouts } from "#format/kept-number-layouts.ts";
import { keepHomeWhenHidden } from "#features/quotes/home-snapshot.ts";
import { setLanguage, startupLanguage } from "#i18n/language.ts";
import { followAppearanceChanges } from "#styles/appearance-attrs.ts";
import { realtime, takeOverEarlyRealtime } from "#realtime/ensure-realtime.ts";
import { holdInstallPrompt } from "#state/install-offer.ts";
import { holdUpdateOffer } from "#state/app-update.ts";
import { sessionState } from "#state/session.ts";
import { OverlayHold } from "#ui/overlay-hold.ts";
import "#styles/theme.css";
import "#styles/components.css";
import "#styles/buttons.css";

/** How long the first render waits for the device's kept prices at most; they follow if later. */
const WARM_READ_WAIT_MS = 300;

async function boot() {
  markDesktop();
  // The early script set the theme before the first paint; this bundle's copy of it hears the changes.
  followAppearanceChanges();
  keepNumberLayouts();
  keepHomeWhenHidden();
  holdInstallPrompt();
  setAuthTokenGetter(() => sessionState.token);
  const language = startupLanguage();
  askFirstScreenList(language);
  const tabPage = startLoadingTabPage(window.location.pathname);
  // Render only once the catalog is active, so no untranslated text flashes, with the device's last
  // prices (read since the early script ran), so the first commit already shows the list, and with
  // the code of the tab page it opens on (the early script started its fetch), so that page does not
  // commit a fallback first.
  await Promise.all([setLanguage(language), warmReadWithin(WARM_READ_WAIT_MS), tabPage]);
  installNavigationEffects(router);
  installSessionSync({ router, setRealtimeToken: realtime.setToken });
  installRealtime();
  takeOverEarlyRealtime();
  // The route resolved before the first render, so that render already draws the page; resolved by
  // the mounted router, the page came in a second, synchronous render (its store is read with
  // useSyncExternalStore) with its effects run before the browser could paint.
  await router.load();
  const root = createRoot(document.getElementById("root")!);
  const app = (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <OverlayHold value={holdUpdateOffer}>
          <RouterProvider router={router} />
        </OverlayHold>
      </I18nProvider>
    </StrictMode>
  );
  // Served by the service worker, the page renders the device's prices in one go: as a transition
  // its render yielded to the kept read's and the worker's updates, and the first price came about
  // 200 ms later at 4x CPU. From the network, or over home's kept copy (whose prices show already,
  // and go live meanwhile), it renders as a transition, yielding every few milliseconds to the
  // answers, scripts and frames still arriving instead of blocking them in one long task.
  if (navigator.serviceWorker?.controller && !shellHoldsHomeCopy()) root.render(app);
  else startTransition(() => root.render(app));
  registerServiceWorker();
}

void boot();
