import { Type } from "typebox";
import {
  AuditPage,
  BACK_OFFICE_API,
  CompanyConfigPage,
  IdentityPage,
  IdentityQuery,
  IdParams,
  NewsConfigPage,
  Operator,
  OperatorLoginAnswer,
  OperatorLoginRequest,
  OperatorLoginResponse,
  OperatorPasskeyRemove,
  OperatorPasswordRequest,
  PageQuery,
  QueueCounts,
  ReviewReasonRequest,
  UploadedPicture,
  UserParams,
} from "../back-office.ts";
import { ChannelConfig, ChannelInput, DepositQueueQuery, DepositRemarkRequest, DepositReviewPage, WireBankConfig, WireBankInput } from "../back-office-funds.ts";
import { UserFactors, UserLookupQuery, UserOverview } from "../back-office-users.ts";
import { WithdrawApproveRequest, WithdrawCurrencyConfig, WithdrawCurrencyInput, WithdrawDecided, WithdrawQueueQuery, WithdrawReviewPage } from "../back-office-withdraw.ts";
import { SwapRateConfig, SwapRateInput } from "../back-office-swap.ts";
import { CompanyAdminQuery, CompanyConfig, CompanyInput, SiteSettings } from "../company.ts";
import { NewsConfig, NewsInput } from "../news.ts";
import { PasskeyAddRequest, PasskeyAssertion, PasskeyCreationOptions, PasskeyList, PasskeyRename, PasskeyRequestOptions, PasskeyView } from "../passkeys.ts";
import { get, Multipart, NoAnswer, NoInput, picture, post, withParams } from "./route.ts";

const at = (path: string) => `${BACK_OFFICE_API}${path}`;

/**
 * The back office's calls, each with the operator's token but login. A POST sends JSON
 * (forms are read the same way); a record's id is in its path.
 */
export const BACK_OFFICE_ROUTES = {
  login: post(at("/login"), OperatorLoginRequest, OperatorLoginAnswer),
  /** No session: options naming no passkey, so the browser offers the site's discoverable ones. */
  passkeyLoginOptions: post(at("/passkey_login_options"), NoInput, PasskeyRequestOptions),
  /** A passkey alone, or the second step of a password log-in that answered with options. */
  passkeyLogin: post(at("/passkey_login"), PasskeyAssertion, OperatorLoginResponse),
  logout: post(at("/logout"), NoInput, NoAnswer),
  me: get(at("/me"), NoInput, Operator),
  queues: get(at("/queues"), NoInput, QueueCounts),

  /** The signed-in operator's own passkeys; adding and removing one take the password again. */
  passkeys: get(at("/passkeys"), NoInput, PasskeyList),
  passkeyAddOptions: post(at("/passkeys/add_options"), OperatorPasswordRequest, PasskeyCreationOptions),
  passkeyAdd: post(at("/passkeys/add"), PasskeyAddRequest, PasskeyView),
  passkeyRename: post(at("/passkeys/rename"), PasskeyRename, NoAnswer),
  passkeyRemove: post(at("/passkeys/remove"), OperatorPasskeyRemove, NoAnswer),

  identities: get(at("/identities"), IdentityQuery, IdentityPage),
  approveIdentity: withParams(post(at("/identities/:userId/approve"), NoInput, NoAnswer), UserParams),
  /** The reason is shown to the user. */
  rejectIdentity: withParams(post(at("/identities/:userId/reject"), ReviewReasonRequest, NoAnswer), UserParams),

  deposits: get(at("/deposits"), DepositQueueQuery, DepositReviewPage),
  /** Credits amount × the current USD price of the deposit's channel or bank. */
  approveDeposit: withParams(post(at("/deposits/:id/approve"), NoInput, NoAnswer), IdParams),
  /** The remark is required. */
  rejectDeposit: withParams(post(at("/deposits/:id/reject"), DepositRemarkRequest, NoAnswer), IdParams),
  invalidateDeposit: withParams(post(at("/deposits/:id/invalid"), DepositRemarkRequest, NoAnswer), IdParams),

  channels: get(at("/channels"), NoInput, Type.Array(ChannelConfig)),
  addChannel: post(at("/channels"), ChannelInput, ChannelConfig),
  changeChannel: withParams(post(at("/channels/:id"), ChannelInput, ChannelConfig), IdParams),
  wireBanks: get(at("/wire-banks"), NoInput, Type.Array(WireBankConfig)),
  addWireBank: post(at("/wire-banks"), WireBankInput, WireBankConfig),
  changeWireBank: withParams(post(at("/wire-banks/:id"), WireBankInput, WireBankConfig), IdParams),

  withdrawals: get(at("/withdrawals"), WithdrawQueueQuery, WithdrawReviewPage),
  /** The paying approval carries the payout's reference; a first approval of a large withdrawal carries none. */
  approveWithdrawal: withParams(post(at("/withdrawals/:id/approve"), WithdrawApproveRequest, WithdrawDecided), IdParams),
  /** Returns the amount to the user's balance; the reason is shown to them. */
  rejectWithdrawal: withParams(post(at("/withdrawals/:id/reject"), ReviewReasonRequest, WithdrawDecided), IdParams),
  withdrawCurrencies: get(at("/withdraw-currencies"), NoInput, Type.Array(WithdrawCurrencyConfig)),
  addWithdrawCurrency: post(at("/withdraw-currencies"), WithdrawCurrencyInput, WithdrawCurrencyConfig),
  changeWithdrawCurrency: withParams(post(at("/withdraw-currencies/:id"), WithdrawCurrencyInput, WithdrawCurrencyConfig), IdParams),

  /** By uid, e-mail or mobile number; a user found by none is refused with a translated "no user" message. */
  user: get(at("/users"), UserLookupQuery, UserOverview),
  /**
   * For a user who lost the phone and the recovery codes: the app and its codes are removed, the
   * reason is kept in the audit log and the user is told. Answers the factors left.
   */
  turnOffUserTotp: withParams(post(at("/users/:userId/factors/totp/off"), ReviewReasonRequest, UserFactors), UserParams),
  /** A user's private picture (an ID side, a deposit's proof), at the url its record names. */
  upload: picture(at("/uploads/:id")),

  news: get(at("/news"), PageQuery, NewsConfigPage),
  addNews: post(at("/news"), NewsInput, NewsConfig),
  changeNews: withParams(post(at("/news/:id"), NewsInput, NewsConfig), IdParams),
  /** Takes a published or scheduled article down; saving it with a time publishes it again. */
  unpublishNews: withParams(post(at("/news/:id/unpublish"), NoInput, NewsConfig), IdParams),
  /** One part named `file`; the url goes in the article's `logo`. */
  uploadCover: post(at("/news/covers"), Multipart, UploadedPicture),

  /** Every company whose name holds `name` (any case), suspended ones included. */
  companies: get(at("/companies"), CompanyAdminQuery, CompanyConfigPage),
  addCompany: post(at("/companies"), CompanyInput, CompanyConfig),
  changeCompany: withParams(post(at("/companies/:id"), CompanyInput, CompanyConfig), IdParams),
  /** One part named `file`; the url goes in the company's `logo`. */
  uploadLogo: post(at("/companies/logos"), Multipart, UploadedPicture),
  siteSettings: get(at("/site-settings"), NoInput, SiteSettings),
  saveSiteSettings: post(at("/site-settings"), SiteSettings, SiteSettings),

  audit: get(at("/audit"), PageQuery, AuditPage),

  swapRates: get(at("/swap-rates"), NoInput, Type.Array(SwapRateConfig)),
  /** Counts from the next rollover; audited. */
  changeSwapRate: withParams(post(at("/swap-rates/:id"), SwapRateInput, SwapRateConfig), IdParams),
};
