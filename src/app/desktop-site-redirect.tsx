import { useEffect } from "react";
import { useBasicInfo } from "../data/facade.ts";
import { isDesktopBrowser } from "./device.ts";
import { desktopSiteTarget } from "./desktop-site.ts";

/** Sends a desktop browser to the desktop site once the base settings name one (SPEC §1). */
export function DesktopSiteRedirect() {
  const pcUrl = useBasicInfo()?.pc_url ?? "";
  useEffect(() => {
    const target = desktopSiteTarget(pcUrl, new URL(window.location.href), isDesktopBrowser(navigator.userAgent, navigator.maxTouchPoints));
    if (target) window.location.replace(target);
  }, [pcUrl]);
  return null;
}
