/**
 * Where a desktop browser is sent: the same page on the desktop site, when one is
 * configured and this is not already it; null keeps it here, on the centred phone layout.
 */
export function desktopSiteTarget(pcUrl: string, here: URL, desktop: boolean): string | null {
  if (!desktop || !pcUrl) return null;
  const site = new URL(pcUrl);
  if (site.host === here.host) return null;
  return new URL(`${here.pathname}${here.search}${here.hash}`, site).href;
}
