/**
 * Production builds only: the dev server serves no precache manifest. What workbox-window's
 * `register()` did without listeners (after the load event, so it never competes with the first
 * render), without its 2 KB on the home route's first load.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  const register = () =>
    void navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch((error: unknown) => console.warn("service worker not registered", error));
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}
