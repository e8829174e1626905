import { Workbox } from "workbox-window";

/** Production builds only: the dev server serves no precache manifest. */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  const wb = new Workbox("/sw.js", { scope: "/" });
  void wb.register().catch((error: unknown) => console.warn("service worker not registered", error));
}
