/** The pages that show the tab bar and keep their state when left. */
export const TAB_PAGES = ["/", "/trade", "/order", "/user", "/news", "/rank"] as const;
export type TabPage = (typeof TAB_PAGES)[number];

export function isTabPage(routeId: string | undefined): routeId is TabPage {
  return (TAB_PAGES as readonly string[]).includes(routeId ?? "");
}
