/** The settings read once per page load: calling codes, and whether mobile numbers are offered. */
import type { AreaCode } from "#domain/contract/accounts.ts";
import { SETTINGS_ROUTES } from "#domain/contract/routes/settings.ts";
import { call } from "../client.ts";

let areas: Promise<AreaCode[]> | null = null;

/** International calling codes; they do not change while the app runs, so one call per page load. */
export function areaList(): Promise<AreaCode[]> {
  areas ??= call(SETTINGS_ROUTES.areaList, {}, { silent: true }).catch((error: unknown) => {
    areas = null;
    throw error;
  });
  return areas;
}

/** Whether registration and recovery by mobile number are offered. */
export async function showsMobile(): Promise<boolean> {
  const { value } = await call(SETTINGS_ROUTES.setting, { key: "is_show_mobile" }, { silent: true });
  return Number(value) === 1;
}
