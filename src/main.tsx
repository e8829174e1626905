import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "@tanstack/react-router";
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { setAuthTokenGetter } from "#api/auth-token.ts";
import { markDesktop } from "#app/device.ts";
import { installNavigationEffects } from "#app/navigation-effects.ts";
import { installSessionSync } from "#app/session-sync.ts";
import { installRealtime } from "#app/realtime-wiring.ts";
import { registerServiceWorker } from "#app/register-sw.ts";
import { router } from "#app/router.ts";
import { startWarmRead } from "#data/market/facade.ts";
import { setLanguage, startupLanguage } from "#i18n/language.ts";
import { realtime } from "#realtime/ensure-realtime.ts";
import { holdInstallPrompt } from "#state/install-offer.ts";
import { holdUpdateOffer } from "#state/app-update.ts";
import { sessionState } from "#state/session.ts";
import { OverlayHold } from "#ui/overlay-hold.ts";
import "#styles/theme.css";
import "#styles/components.css";
import "#styles/buttons.css";

async function boot() {
  markDesktop();
  holdInstallPrompt();
  setAuthTokenGetter(() => sessionState.token);
  const language = startupLanguage();
  // The device's last prices are read while the catalog activates, so the list shows with the shell.
  void startWarmRead(language);
  // Render only once the catalog is active, so no untranslated text flashes.
  await setLanguage(language);
  installNavigationEffects(router);
  installSessionSync({ router, setRealtimeToken: realtime.setToken });
  installRealtime();
  createRoot(document.getElementById("root")!).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <OverlayHold value={holdUpdateOffer}>
          <RouterProvider router={router} />
        </OverlayHold>
      </I18nProvider>
    </StrictMode>,
  );
  registerServiceWorker();
}

void boot();
