import { ACCOUNT_EMAIL, ACCOUNT_MOBILE, CODE_PURPOSE_REGISTER, CODE_PURPOSE_RESET, type AccountType, type CodePurpose } from "../../../src/domain/account.ts";

/**
 * Bodies of the accounts calls (form, urlencoded or JSON; numbers arrive as text and are coerced).
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

export interface RegisterBody {
  type: AccountType;
  area_id?: number;
  account?: string;
  mobile?: string;
  password: string;
  re_password: string;
  invite_code?: string;
  sms_code?: string;
  key?: string;
}

export const loginBody = {
  type: "object",
  required: ["account", "password", "login_type"],
  properties: { account, password, login_type: accountType, area_id: areaId },
} as const;

export interface LoginBody {
  account: string;
  password: string;
  login_type: AccountType;
  area_id?: number;
}

export const forgetPasswordBody = {
  type: "object",
  required: ["type", "account", "new_password", "secondary_password", "auth_code"],
  properties: { type: accountType, account, area_id: areaId, new_password: password, secondary_password: password, auth_code: code },
} as const;

export interface ForgetPasswordBody {
  type: AccountType;
  account: string;
  area_id?: number;
  new_password: string;
  secondary_password: string;
  auth_code: string;
}

export const amendPasswordBody = {
  type: "object",
  required: ["type", "new_password", "auth_code"],
  properties: { type: accountType, new_password: password, secondary_password: password, auth_code: code },
} as const;

export interface AmendPasswordBody {
  type: AccountType;
  new_password: string;
  secondary_password?: string;
  auth_code: string;
}

export const sendCodeBody = {
  type: "object",
  required: ["to", "type"],
  properties: { to: account, area_id: areaId, type: { type: "integer", enum: [CODE_PURPOSE_REGISTER, CODE_PURPOSE_RESET] } },
} as const;

export interface SendCodeBody {
  to: string;
  area_id?: number;
  type: CodePurpose;
}

export const demoQuery = {
  type: "object",
  required: ["demo_id"],
  properties: { demo_id: { type: "string", maxLength: 256 } },
} as const;

export interface DemoQuery {
  demo_id: string;
}
