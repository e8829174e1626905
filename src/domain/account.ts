/** Wire shapes of the accounts calls (SPEC §3 User, Area code, Base settings; §7 user, notify, captcha). */

/** `type` of register / forget_password / amend_password, and `login_type` of loginForU. */
export const ACCOUNT_EMAIL = 1;
export const ACCOUNT_MOBILE = 2;
export type AccountType = typeof ACCOUNT_EMAIL | typeof ACCOUNT_MOBILE;

/** `type` of send_email / send_sms. */
export const CODE_PURPOSE_REGISTER = 1;
export const CODE_PURPOSE_RESET = 2;
export type CodePurpose = typeof CODE_PURPOSE_REGISTER | typeof CODE_PURPOSE_RESET;

/** Base setting verify_reg_type: 2 asks for an image captcha instead of a sent code. */
export const VERIFY_REG_CAPTCHA = 2;
/** Base setting service_link_type: 2 shows the support link in a dialog to copy. */
export const SERVICE_LINK_COPY = 2;

/**
 * Envelope code of a call refused for the kind of account: a demo session on a real-only call
 * ("only true account", SPEC §6), or a real account on a demo-only one (reset demo).
 */
export const CODE_ACCOUNT_KIND = 403;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;
export const CODE_LENGTH = 6;
export const CODE_RESEND_SECONDS = 60;
export const DEMO_START_BALANCE = "100000";

export interface User {
  id: number;
  uid: string;
  email: string | null;
  /** Area code id and number when the account is a mobile one. */
  area_id: number | null;
  mobile: string | null;
  /** 1 = demo. */
  is_demo: 0 | 1;
  invite_code: string;
}

export interface LoginResponse {
  token: string;
  user: User;
}

/** Decimal strings, USD. */
export interface BalanceResponse {
  balance: string;
  lock_balance: string;
}

export interface AreaCode {
  id: number;
  /** ISO 3166-1 alpha-2, e.g. "HK". */
  code: string;
  /** International calling code without "+", e.g. "852". */
  global_code: string;
  name: string;
}

export interface Captcha {
  id: string;
  /** data: URL of the image. */
  b64s: string;
}

/** Body of /api/user/register. A mobile account may send its number as `mobile` instead of `account`. */
export interface RegisterRequest {
  type: AccountType;
  area_id?: number;
  account?: string;
  mobile?: string;
  password: string;
  re_password: string;
  invite_code?: string;
  sms_code?: string;
  /** Captcha id and answer when verify_reg_type is 2: `key` is the captcha id, `sms_code` the answer. */
  key?: string;
}

/** Body of /api/user/loginForU. */
export interface LoginRequest {
  account: string;
  password: string;
  login_type: AccountType;
  area_id?: number;
}

/** Query of /api/user/createAccountDemoForU. */
export interface DemoAccountQuery {
  demo_id: string;
}

/** Body of /api/user/forget_password. */
export interface ForgetPasswordRequest {
  type: AccountType;
  account: string;
  area_id?: number;
  new_password: string;
  secondary_password: string;
  auth_code: string;
}

/** Body of /api/user/amend_password; the account is the session's own. */
export interface AmendPasswordRequest {
  type: AccountType;
  new_password: string;
  secondary_password?: string;
  auth_code: string;
}

/** Body of /api/notify/send_email and send_sms. */
export interface SendCodeRequest {
  to: string;
  area_id?: number;
  type: CodePurpose;
}
