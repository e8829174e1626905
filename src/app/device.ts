const MOBILE_UA = /Android|iPhone|iPad|iPod|Mobile|Windows Phone|IEMobile|Opera Mini|HarmonyOS|Silk|Kindle/i;

/**
 * Desktop browsers are told apart by user agent. iPadOS reports a Mac user agent, so a
 * "Mac" with a touch screen counts as a tablet.
 */
export function isDesktopBrowser(userAgent: string, maxTouchPoints = 0): boolean {
  if (MOBILE_UA.test(userAgent)) return false;
  if (/Macintosh/.test(userAgent) && maxTouchPoints > 1) return false;
  return true;
}

/** Marks <html data-desktop> so CSS centres the phone layout on wide screens. */
export function markDesktop(): void {
  if (isDesktopBrowser(navigator.userAgent, navigator.maxTouchPoints)) {
    document.documentElement.dataset.desktop = "";
  }
}
