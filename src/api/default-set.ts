/** The registration captcha: an action, since every call draws a new one. */
import type { Captcha } from "#domain/contract/accounts.ts";
import { SETTINGS_ROUTES } from "#domain/contract/routes/settings.ts";
import { call } from "./client.ts";

/** A fresh image captcha for registration when verify_reg_type is 2. */
export function captcha(): Promise<Captcha> {
  return call(SETTINGS_ROUTES.captcha, {});
}
