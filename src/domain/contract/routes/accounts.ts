import {
  AmendPasswordRequest,
  BalanceResponse,
  DemoAccountQuery,
  ForgetPasswordRequest,
  InviteInfo,
  LoginRequest,
  LoginResponse,
  RegisterRequest,
  SendCodeRequest,
  User,
} from "../accounts.ts";
import { PasswordLoginAnswer } from "../factors.ts";
import { get, NoAnswer, NoInput, post, postOrGet } from "./route.ts";

/** The accounts calls (user, notify, wallet getBalance, resetForexDemoAccount). */
export const ACCOUNT_ROUTES = {
  register: post("/api/user/register", RegisterRequest, LoginResponse),
  /** A session, or a challenge for the second factor when the account has one on. */
  login: post("/api/user/loginForU", LoginRequest, PasswordLoginAnswer),
  /** The same demo_id always opens the same demo account. */
  openDemo: get("/api/user/createAccountDemoForU", DemoAccountQuery, LoginResponse),
  /** Real accounts: the user's own demo account, a session of which ends with the calling one. */
  openOwnDemo: post("/api/user/open_own_demo", NoInput, LoginResponse),
  /** Sessions of the own demo account: a new token for the real session it was opened from. */
  backToReal: post("/api/user/back_to_real", NoInput, LoginResponse),
  info: get("/api/user/info", NoInput, User),
  /** Real accounts. */
  inviteInfo: get("/api/user/invite_info", NoInput, InviteInfo),
  logout: post("/api/user/logout", NoInput, NoAnswer),
  forgetPassword: post("/api/user/forget_password", ForgetPasswordRequest, NoAnswer),
  /** Real accounts; ends every session. */
  amendPassword: post("/api/user/amend_password", AmendPasswordRequest, NoAnswer),
  sendEmailCode: post("/api/notify/send_email", SendCodeRequest, NoAnswer),
  sendSmsCode: post("/api/notify/send_sms", SendCodeRequest, NoAnswer),
  balance: get("/v1/api/main/wallet/getBalance", NoInput, BalanceResponse),
  /** Demo accounts; takes an Idempotency-Key. */
  resetDemo: postOrGet("/v1/api/main/user/resetForexDemoAccount", NoInput, BalanceResponse),
};
