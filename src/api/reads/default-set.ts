import type { AreaCode } from "../../domain/contract/accounts.ts";
import type { SettingQuery, SettingResponse } from "../../domain/contract/settings.ts";
import { request } from "../client.ts";

let areas: Promise<AreaCode[]> | null = null;

/** International calling codes; they do not change while the app runs, so one call per page load. */
export function areaList(): Promise<AreaCode[]> {
  areas ??= request<AreaCode[]>("/api/default/area_list", { silent: true }).catch((error: unknown) => {
    areas = null;
    throw error;
  });
  return areas;
}

/** Whether registration and recovery by mobile number are offered. */
export async function showsMobile(): Promise<boolean> {
  const { value } = await request<SettingResponse>("/api/default/setting", {
    query: { key: "is_show_mobile" } satisfies SettingQuery,
    silent: true,
  });
  return Number(value) === 1;
}
