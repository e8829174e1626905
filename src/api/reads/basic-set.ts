/** The operator's base settings, read when the app starts. */
import type { BasicInfo } from "#domain/contract/settings.ts";
import { SETTINGS_ROUTES } from "#domain/contract/routes/settings.ts";
import { call } from "../client.ts";
import type { ReadOptions } from "./read-options.ts";

export type { BasicInfo };

export function basicInfo(options: ReadOptions = {}): Promise<BasicInfo> {
  return call(SETTINGS_ROUTES.basicInfo, {}, { ...options, initial: true });
}
