import { Type, type Static } from "typebox";
import { Text } from "./fields.ts";

/** Query of /api/default/setting. */
export const SettingQuery = Type.Object({ key: Text({ minLength: 1, maxLength: 64 }) });
export type SettingQuery = Static<typeof SettingQuery>;

export const SettingResponse = Type.Object({ key: Type.String(), value: Type.Union([Type.Number(), Type.String()]) });
export type SettingResponse = Static<typeof SettingResponse>;
