/**
 * Every page of the PWA. The router declares these routes and the server answers exactly
 * these paths with the app shell; anything else is a 404 there. app-paths.test.ts holds the router
 * to this list.
 */
export const APP_PATHS = [
  "/",
  "/trade",
  "/order",
  "/user",
  "/news",
  "/news/detail",
  "/rank",
  "/feedback",
  "/login",
  "/register",
  "/forgot",
  "/product",
  "/mine/auth",
  "/mine/invite",
  "/mine/email",
  "/mine/announcement",
  "/mine/password",
  "/mine/history",
  "/mine/charge",
  "/mine/withdraw",
  "/mine/chat",
  "/mine/system",
  "/mine/wallet",
  "/mine/bank-card-list",
  "/mine/coin-address-list",
  "/mine/withdraw-way",
  "/language",
  "/mine/statement",
  "/alerts",
  "/mine/security",
  "/mine/sessions",
  "/terms",
  "/risk-warning",
] as const;

export type AppPath = (typeof APP_PATHS)[number];

const byPath: ReadonlySet<string> = new Set(APP_PATHS);

/** Whether `path` (no query) is one of the app's pages; a trailing slash is not. */
export function isAppPath(path: string): path is AppPath {
  return byPath.has(path);
}
