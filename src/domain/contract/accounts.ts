import { Type, type Static } from "typebox";
import { ACCOUNT_EMAIL, ACCOUNT_MOBILE, CODE_PURPOSE_BIND, CODE_PURPOSE_REGISTER, CODE_PURPOSE_RESET, CODE_PURPOSE_WITHDRAW } from "../account.ts";
import { Id, IntegerChoice, Text } from "./fields.ts";

/**
 * The accounts calls (user, notify, captcha, area codes): each schema is what the
 * server validates and its `Static` type what the PWA sends or reads. Lengths here only bound the
 * input; the rules with their own messages (password length, e-mail shape) are the accounts code's.
 */
const accountType = IntegerChoice([ACCOUNT_EMAIL, ACCOUNT_MOBILE]);
const account = Text({ minLength: 1, maxLength: 320 });
const password = Text({ minLength: 1, maxLength: 1024 });
const code = Text({ minLength: 1, maxLength: 32 });

/** Body of /api/user/register. A mobile account may send its number as `mobile` instead of `account`. */
export const RegisterRequest = Type.Object({
  type: accountType,
  area_id: Type.Optional(Id()),
  account: Type.Optional(account),
  mobile: Type.Optional(account),
  password,
  re_password: password,
  invite_code: Type.Optional(Text({ maxLength: 32 })),
  sms_code: Type.Optional(code),
  /** Captcha id when verify_reg_type is 2; `sms_code` is then its answer. */
  key: Type.Optional(Text({ minLength: 1, maxLength: 64 })),
  /** 1: the registrant accepts the terms and the risk warning (the versions of `#domain/legal.ts`); without it the registration is refused. */
  accept_terms: Type.Optional(IntegerChoice([0, 1])),
});
export type RegisterRequest = Static<typeof RegisterRequest>;

/** Body of /api/user/loginForU. */
export const LoginRequest = Type.Object({ account, password, login_type: accountType, area_id: Type.Optional(Id()) });
export type LoginRequest = Static<typeof LoginRequest>;

/** Query of /api/user/createAccountDemoForU. */
export const DemoAccountQuery = Type.Object({ demo_id: Text({ maxLength: 256 }) });
export type DemoAccountQuery = Static<typeof DemoAccountQuery>;

/** Body of /api/user/forget_password. */
export const ForgetPasswordRequest = Type.Object({
  type: accountType,
  account,
  area_id: Type.Optional(Id()),
  new_password: password,
  secondary_password: password,
  auth_code: code,
});
export type ForgetPasswordRequest = Static<typeof ForgetPasswordRequest>;

/** Body of /api/user/amend_password; the account is the session's own. */
export const AmendPasswordRequest = Type.Object({
  type: accountType,
  new_password: password,
  secondary_password: Type.Optional(password),
  auth_code: code,
});
export type AmendPasswordRequest = Static<typeof AmendPasswordRequest>;

/** Body of /api/notify/send_email and send_sms. */
export const SendCodeRequest = Type.Object({
  to: account,
  area_id: Type.Optional(Id()),
  type: IntegerChoice([CODE_PURPOSE_REGISTER, CODE_PURPOSE_RESET, CODE_PURPOSE_WITHDRAW, CODE_PURPOSE_BIND]),
});
export type SendCodeRequest = Static<typeof SendCodeRequest>;

export const User = Type.Object({
  id: Type.Integer(),
  uid: Type.String(),
  email: Type.Union([Type.String(), Type.Null()]),
  /** Area code id and number when the account is a mobile one. */
  area_id: Type.Union([Type.Integer(), Type.Null()]),
  mobile: Type.Union([Type.String(), Type.Null()]),
  /** 1 = demo. */
  is_demo: IntegerChoice([0, 1]),
  invite_code: Type.String(),
  /** 1 = a registered user's own demo account, whose sessions lead back to the real one. */
  own_demo: Type.Optional(IntegerChoice([1])),
});
export type User = Static<typeof User>;

/** GET /api/user/invite_info (real accounts): the user's invite code and how many people registered with it. */
export const InviteInfo = Type.Object({ invite_code: Type.String(), invited: Type.Integer() });
export type InviteInfo = Static<typeof InviteInfo>;

export const LoginResponse = Type.Object({ token: Type.String(), user: User });
export type LoginResponse = Static<typeof LoginResponse>;

/** Decimal strings, USD. */
export const BalanceResponse = Type.Object({ balance: Type.String(), lock_balance: Type.String() });
export type BalanceResponse = Static<typeof BalanceResponse>;

export const AreaCode = Type.Object({
  id: Type.Integer(),
  /** ISO 3166-1 alpha-2, e.g. "HK". */
  code: Type.String(),
  /** International calling code without "+", e.g. "852". */
  global_code: Type.String(),
  name: Type.String(),
});
export type AreaCode = Static<typeof AreaCode>;

export const Captcha = Type.Object({
  id: Type.String(),
  /** data: URL of the image. */
  b64s: Type.String(),
});
export type Captcha = Static<typeof Captcha>;
