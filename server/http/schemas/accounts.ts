import { ACCOUNT_EMAIL, ACCOUNT_MOBILE, CODE_PURPOSE_REGISTER, CODE_PURPOSE_RESET } from "../../../src/domain/account.ts";

/**
 * JSON schemas of the accounts calls, whose types are the wire shapes in src/domain/account.ts.
 * Bodies come as form, urlencoded or JSON; numbers arrive as text and are coerced.
 * Lengths here only bound the input; the rules with their own messages (password length, e-mail
 * shape) are checked by the accounts code.
 */
const accountType = { type: "integer", enum: [ACCOUNT_EMAIL, ACCOUNT_MOBILE] } as const;
const areaId = { type: "integer", minimum: 1, maximum: 2147483647 } as const;
const account = { type: "string", minLength: 1, maxLength: 320 } as const;
const password = { type: "string", minLength: 1, maxLength: 1024 } as const;
const code = { type: "string", minLength: 1, maxLength: 32 } as const;

export const registerBody = {
  type: "object",
  required: ["type", "password", "re_password"],
  properties: {
    type: accountType,
    area_id: areaId,
    account,
    mobile: account,
    password,
    re_password: password,
    invite_code: { type: "string", maxLength: 32 },
    sms_code: code,
    key: { type: "string", minLength: 1, maxLength: 64 },
  },
} as const;

export const loginBody = {
  type: "object",
  required: ["account", "password", "login_type"],
  properties: { account, password, login_type: accountType, area_id: areaId },
} as const;

export const forgetPasswordBody = {
  type: "object",
  required: ["type", "account", "new_password", "secondary_password", "auth_code"],
  properties: { type: accountType, account, area_id: areaId, new_password: password, secondary_password: password, auth_code: code },
} as const;

export const amendPasswordBody = {
  type: "object",
  required: ["type", "new_password", "auth_code"],
  properties: { type: accountType, new_password: password, secondary_password: password, auth_code: code },
} as const;

export const sendCodeBody = {
  type: "object",
  required: ["to", "type"],
  properties: { to: account, area_id: areaId, type: { type: "integer", enum: [CODE_PURPOSE_REGISTER, CODE_PURPOSE_RESET] } },
} as const;

export const demoQuery = {
  type: "object",
  required: ["demo_id"],
  properties: { demo_id: { type: "string", maxLength: 256 } },
} as const;
