import type { Captcha } from "../domain/contract/accounts.ts";
import { request } from "./client.ts";

/** A fresh image captcha for registration when verify_reg_type is 2. */
export function captcha(): Promise<Captcha> {
  return request<Captcha>("/api/default/captcha");
}
