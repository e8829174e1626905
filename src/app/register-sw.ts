/**
 * Production builds only: the dev server serves no precache manifest. Registered once the page
 * has loaded (as workbox advises), from its own chunk, so neither competes with the first render.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  const register = async () => {
    const { Workbox } = await import("workbox-window");
    await new Workbox("/sw.js", { scope: "/" }).register();
  };
  const start = () => void register().catch((error: unknown) => console.warn("service worker not registered", error));
  if (document.readyState === "complete") start();
  else window.addEventListener("load", start, { once: true });
}
