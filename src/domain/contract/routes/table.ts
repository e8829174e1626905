import { ACCOUNT_ROUTES } from "./accounts.ts";
import { BACK_OFFICE_ROUTES } from "./back-office.ts";
import { COMPANY_ROUTES } from "./company.ts";
import { FOREX_ROUTES } from "./forex.ts";
import { FUNDS_ROUTES } from "./funds.ts";
import { IDENTITY_ROUTES } from "./identity.ts";
import { NEWS_ROUTES } from "./news.ts";
import { PUSH_ROUTES } from "./push.ts";
import type { FileRoute, Route } from "./route.ts";
import { SETTINGS_ROUTES } from "./settings.ts";
import { STATEMENT_ROUTES } from "./statement.ts";
import { TRADING_ROUTES } from "./trading.ts";
import { WITHDRAW_ROUTES } from "./withdraw.ts";
import { ALERT_ROUTES } from "./alerts.ts";
import { FACTOR_ROUTES } from "./factors.ts";
import { DEVICE_ROUTES } from "./devices.ts";
import { FAVOURITE_ROUTES } from "./favourites.ts";
import { PASSKEY_ROUTES } from "./passkeys.ts";

/**
 * Every call of the HTTP API, whoever makes it: the server must serve exactly these (a test holds
 * it to that), and the OpenAPI document is written from them. The PWA imports its groups one by
 * one, never this list, so a page loads only the schemas of the calls it makes.
 */
export const API_ROUTES: readonly (Route | FileRoute)[] = [
  ...Object.values(ACCOUNT_ROUTES),
  ...Object.values(SETTINGS_ROUTES),
  ...Object.values(FOREX_ROUTES),
  ...Object.values(TRADING_ROUTES),
  ...Object.values(FUNDS_ROUTES),
  ...Object.values(WITHDRAW_ROUTES),
  ...Object.values(IDENTITY_ROUTES),
  ...Object.values(NEWS_ROUTES),
  ...Object.values(COMPANY_ROUTES),
  ...Object.values(PUSH_ROUTES),
  ...Object.values(BACK_OFFICE_ROUTES),
  ...Object.values(STATEMENT_ROUTES),
  ...Object.values(ALERT_ROUTES),
  ...Object.values(FACTOR_ROUTES),
  ...Object.values(DEVICE_ROUTES),
  ...Object.values(FAVOURITE_ROUTES),
  ...Object.values(PASSKEY_ROUTES),
];
