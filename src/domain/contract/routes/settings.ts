import { Type } from "typebox";
import { AreaCode, Captcha } from "../accounts.ts";
import { BasicInfo, SettingQuery, SettingResponse } from "../settings.ts";
import { get, NoInput } from "./route.ts";

/** The operator's public settings and what registration forms need (basicSet, default), open to visitors. */
export const SETTINGS_ROUTES = {
  basicInfo: get("/api/basicSet/getBasicInfo", NoInput, BasicInfo),
  setting: get("/api/default/setting", SettingQuery, SettingResponse),
  areaList: get("/api/default/area_list", NoInput, Type.Array(AreaCode)),
  /** The documented `GET {token}`, served here as `captcha`. */
  captcha: get("/api/default/captcha", NoInput, Captcha),
};
