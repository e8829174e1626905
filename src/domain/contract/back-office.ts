import { Type, type Static } from "typebox";
import { REVIEW_CERTIFIED, REVIEW_FORM, REVIEW_WAITING } from "../identity.ts";
import { CompanyConfig } from "./company.ts";
import { RealNameRecord } from "./identity.ts";
import { NewsConfig } from "./news.ts";
import { Id, IntegerChoice, Text } from "./fields.ts";

/**
 * The back office's calls, under /admin/api, with the same envelope as the PWA's. An operator's
 * token goes in the `authorization` header; a missing, expired or revoked one answers code 999.
 */
export const BACK_OFFICE_API = "/admin/api";

/** Body of POST /admin/api/login: password and the 6-digit TOTP code of the operator's authenticator. */
export const OperatorLoginRequest = Type.Object({
  login: Text({ minLength: 1, maxLength: 64 }),
  password: Text({ minLength: 1, maxLength: 1024 }),
  /** Asked for unless the operator has a passkey, which is then the second step. */
  totp: Type.Optional(Type.String({ pattern: "^[0-9]{6}$" })),
});
export type OperatorLoginRequest = Static<typeof OperatorLoginRequest>;

export const Operator = Type.Object({ id: Type.Integer(), login: Type.String() });
export type Operator = Static<typeof Operator>;

export const OperatorLoginResponse = Type.Object({ token: Type.String(), operator: Operator });
export type OperatorLoginResponse = Static<typeof OperatorLoginResponse>;

/** POST /admin/api/login: a session, or, for an operator with a passkey, the options its passkey answers at …/passkey_login. */
export const OperatorLoginAnswer = Type.Union([OperatorLoginResponse, Type.Object({ options: Type.Unsafe<object>({}) })]);
export type OperatorLoginAnswer = Static<typeof OperatorLoginAnswer>;

/** The operator's password again, before a passkey is added or removed. */
export const OperatorPasswordRequest = Type.Object({ password: Text({ minLength: 1, maxLength: 1024 }) });
export type OperatorPasswordRequest = Static<typeof OperatorPasswordRequest>;

export const OperatorPasskeyRemove = Type.Object({ id: Id(), password: Text({ minLength: 1, maxLength: 1024 }) });
export type OperatorPasskeyRemove = Static<typeof OperatorPasskeyRemove>;

/** GET /admin/api/queues: how many records wait for an operator, per queue. */
export const QueueCounts = Type.Object({ identities: Type.Integer(), deposits: Type.Integer(), withdrawals: Type.Integer() });
export type QueueCounts = Static<typeof QueueCounts>;

/** `/:id` of a back-office record. */
export const IdParams = Type.Object({ id: Id() });
export type IdParams = Static<typeof IdParams>;

/** `/:userId` of a user's real-name record. */
export const UserParams = Type.Object({ userId: Id() });
export type UserParams = Static<typeof UserParams>;

/** Query of the paged lists: GET /admin/api/identities?status=&page=, /admin/api/audit?page=. */
export const PageQuery = Type.Object({ page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })) });
export type PageQuery = Static<typeof PageQuery>;

export const IdentityQuery = Type.Object({
  status: Type.Optional(IntegerChoice([REVIEW_FORM, REVIEW_WAITING, REVIEW_CERTIFIED])),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
});
export type IdentityQuery = Static<typeof IdentityQuery>;

/** One real-name record as an operator reviews it, with its user; the pictures are urls under /admin/api/uploads/. */
export const IdentityReview = Type.Object({
  ...RealNameRecord.properties,
  user_id: Type.Integer(),
  uid: Type.String(),
  email: Type.Union([Type.String(), Type.Null()]),
  mobile: Type.Union([Type.String(), Type.Null()]),
  submitted_at: Type.String(),
  reviewed_at: Type.Union([Type.String(), Type.Null()]),
});
export type IdentityReview = Static<typeof IdentityReview>;

export const Paged = <T extends Parameters<typeof Type.Array>[0]>(item: T) =>
  Type.Object({ data: Type.Array(item), total: Type.Integer(), page: Type.Integer(), page_size: Type.Integer() });

/** GET /admin/api/identities: one page of the real-name queue. */
export const IdentityPage = Paged(IdentityReview);
export type IdentityPage = Static<typeof IdentityPage>;

/** POST /admin/api/identities/:userId/approve (no body) and /reject with the reason the user is shown. */
export const ReviewReasonRequest = Type.Object({ reason: Text({ minLength: 1, maxLength: 500 }) });
export type ReviewReasonRequest = Static<typeof ReviewReasonRequest>;

/** The `action` of an audit line, written by the server and named in the operator's language by the back office. */
export const AUDIT_ACTIONS = {
  identityApprove: "identity.approve",
  identityReject: "identity.reject",
  depositApprove: "deposit.approve",
  depositReject: "deposit.reject",
  depositInvalid: "deposit.invalid",
  channelCreate: "channel.create",
  channelUpdate: "channel.update",
  wireBankCreate: "wire_bank.create",
  wireBankUpdate: "wire_bank.update",
  withdrawFirstApprove: "withdraw.first_approve",
  withdrawApprove: "withdraw.approve",
  withdrawReject: "withdraw.reject",
  withdrawCurrencyCreate: "withdraw_currency.create",
  withdrawCurrencyUpdate: "withdraw_currency.update",
  newsCreate: "news.create",
  newsUpdate: "news.update",
  newsUnpublish: "news.unpublish",
  companyCreate: "company.create",
  companyUpdate: "company.update",
  siteSettingsUpdate: "site_settings.update",
  swapRateUpdate: "swap_rate.update",
  userTotpOff: "user.totp_off",
  operatorPasskeyAdd: "operator.passkey_add",
  operatorPasskeyRename: "operator.passkey_rename",
  operatorPasskeyRemove: "operator.passkey_remove",
  operatorPasskeyLogin: "operator.passkey_login",
} as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[keyof typeof AUDIT_ACTIONS];

/** One line of the audit log: who did what to which record, the record before and after, and why. */
export const AuditEntry = Type.Object({
  id: Type.Integer(),
  operator: Type.String(),
  action: Type.String(),
  record_type: Type.String(),
  record_id: Type.String(),
  before: Type.Unknown(),
  after: Type.Unknown(),
  reason: Type.Union([Type.String(), Type.Null()]),
  created_at: Type.String(),
});
export type AuditEntry = Static<typeof AuditEntry>;

/** GET /admin/api/audit: one page of the audit log, newest first. */
export const AuditPage = Paged(AuditEntry);
export type AuditPage = Static<typeof AuditPage>;

/** A picture an operator uploaded (a news cover, a company logo), checked and re-encoded: its url goes in the record. */
export const UploadedPicture = Type.Object({ url: Type.String() });
export type UploadedPicture = Static<typeof UploadedPicture>;

/** GET /admin/api/news: one page of every article, drafts and taken-down ones included. */
export const NewsConfigPage = Paged(NewsConfig);
export type NewsConfigPage = Static<typeof NewsConfigPage>;

/** GET /admin/api/companies?name=: one page of the companies whose name holds `name`, suspended ones included. */
export const CompanyConfigPage = Paged(CompanyConfig);
export type CompanyConfigPage = Static<typeof CompanyConfigPage>;
