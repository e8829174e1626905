import { useEffect } from "react";
import { useBasicInfo } from "#data/market/facade.ts";
import { isDesktopBrowser } from "./device.ts";
import { desktopSiteTarget } from "./desktop-site.ts";

function RedirectWhenConfigured() {
  const pcUrl = useBasicInfo()?.pc_url ?? "";
  useEffect(() => {
    const target = desktopSiteTarget(pcUrl, new URL(window.location.href), true);
    if (target) window.location.replace(target);
  }, [pcUrl]);
  return null;
}

/** Sends a desktop browser to the desktop site once the base settings name one; a phone reads nothing for it. */
export function DesktopSiteRedirect() {
  return isDesktopBrowser(navigator.userAgent, navigator.maxTouchPoints) ? <RedirectWhenConfigured /> : null;
}
