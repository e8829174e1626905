import type { AnyRouter } from "@tanstack/react-router";

/** Back one page, or home when the page was opened directly (shared link, reload, new tab). */
export function goBack(router: AnyRouter): void {
  if (window.history.length > 1) router.history.back();
  else void router.navigate({ to: "/" });
}
