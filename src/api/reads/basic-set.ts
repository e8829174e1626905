import type { BasicInfo } from "#domain/contract/settings.ts";
import { SETTINGS_ROUTES } from "#domain/contract/routes/settings.ts";
import { call, type RequestOptions } from "../client.ts";

export type { BasicInfo };

export function basicInfo(options: Pick<RequestOptions, "signal" | "silent"> = {}): Promise<BasicInfo> {
  return call(SETTINGS_ROUTES.basicInfo, {}, { ...options, initial: true });
}
