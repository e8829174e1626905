export const settingQuery = {
  type: "object",
  required: ["key"],
  properties: {
    key: { type: "string", minLength: 1, maxLength: 64 },
  },
} as const;

export interface SettingQuery {
  key: string;
}
