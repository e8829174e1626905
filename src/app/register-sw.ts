import { SKIP_WAITING } from "#domain/app-update.ts";
import { appUpdate } from "#state/app-update.ts";

let registration: ServiceWorkerRegistration | undefined;

/** A trader switches apps many times an hour; a new build is looked for at most this often. */
const UPDATE_CHECK_EVERY_MS = 60 * 60_000;
let lastUpdateCheck = Date.now();

function checkForUpdate(reg: ServiceWorkerRegistration): void {
  if (document.visibilityState !== "visible" || Date.now() - lastUpdateCheck < UPDATE_CHECK_EVERY_MS) return;
  lastUpdateCheck = Date.now();
  void reg.update().catch(() => undefined);
}

/** A build that installed while an older one controls the page waits for the user's word. */
function watchForWaiting(reg: ServiceWorkerRegistration): void {
  const noteWaiting = () => {
    if (reg.waiting && navigator.serviceWorker.controller) appUpdate.ready = true;
  };
  noteWaiting();
  reg.addEventListener("updatefound", () => reg.installing?.addEventListener("statechange", noteWaiting));
  // A phone keeps the app open for days: look for a new build when it comes back to the front.
  document.addEventListener("visibilitychange", () => checkForUpdate(reg));
}

/**
 * Production builds only: the dev server serves no precache manifest. Registered after the load
 * event, so it never competes with the first render.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  const register = () =>
    void navigator.serviceWorker.register("/sw.js", { scope: "/" }).then(
      (reg) => {
        registration = reg;
        watchForWaiting(reg);
      },
      (error: unknown) => console.warn("service worker not registered", error),
    );
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}

/** The user agreed: the waiting build takes over, and the page reloads into it. */
export function applyUpdate(): void {
  const waiting = registration?.waiting;
  if (!waiting) return;
  navigator.serviceWorker.addEventListener("controllerchange", () => window.location.reload(), { once: true });
  waiting.postMessage({ type: SKIP_WAITING });
}
