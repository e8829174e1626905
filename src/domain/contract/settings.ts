import { Type, type Static } from "typebox";
import { SiteSettings } from "./company.ts";
import { Text } from "./fields.ts";

/** Query of /api/default/setting. */
export const SettingQuery = Type.Object({ key: Text({ minLength: 1, maxLength: 64 }) });
export type SettingQuery = Static<typeof SettingQuery>;

export const SettingResponse = Type.Object({ key: Type.String(), value: Type.Union([Type.Number(), Type.String()]) });
export type SettingResponse = Static<typeof SettingResponse>;

/** Base settings (/api/basicSet/getBasicInfo), configured by the operator. */
export const BasicInfo = Type.Object({
  service_link: Type.String(),
  service_link_type: Type.Integer(),
  /** 2 = captcha image at registration, otherwise a send-code button. */
  verify_reg_type: Type.Integer(),
  /** 1 = fee is lots × rate, otherwise margin × rate. */
  trade_fee_type: Type.Integer(),
  /** The desktop site's origin (the pc subdomain); "" when there is none. */
  pc_url: Type.String(),
  /** main_company_mode 1: /product searches companies, and the chosen one's card is shown; complaint_email "" when none is set. */
  ...SiteSettings.properties,
});
export type BasicInfo = Static<typeof BasicInfo>;
