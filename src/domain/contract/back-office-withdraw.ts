import { Type, type Static } from "typebox";
import { CURRENCY_CODE } from "../funds.ts";
import { UsdPriceText } from "./back-office-funds.ts";
import { Paged } from "./back-office.ts";
import { Text } from "./fields.ts";
import { WithdrawCurrency, WithdrawRecord, WithdrawStatusChoice, WithdrawTypeChoice } from "./withdraw.ts";

/** The back office's withdrawal queue and the configuration of withdraw currencies, under /admin/api. */

/** GET /admin/api/withdrawals?status=&page=: oldest first while open, newest first once decided. */
export const WithdrawQueueQuery = Type.Object({
  status: Type.Optional(WithdrawStatusChoice()),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
});
export type WithdrawQueueQuery = Static<typeof WithdrawQueueQuery>;

/** One withdrawal as an operator reviews it; `needs_two` when it is above the second-approval amount. */
export const WithdrawReview = Type.Object({
  ...WithdrawRecord.properties,
  user_id: Type.Integer(),
  uid: Type.String(),
  email: Type.Union([Type.String(), Type.Null()]),
  mobile: Type.Union([Type.String(), Type.Null()]),
  payee_name: Type.Union([Type.String(), Type.Null()]),
  bank_swift: Type.Union([Type.String(), Type.Null()]),
  usd_price: Type.String(),
  needs_two: Type.Boolean(),
  first_approved_by: Type.Union([Type.String(), Type.Null()]),
  reviewed_by: Type.Union([Type.String(), Type.Null()]),
  reviewed_at: Type.Union([Type.String(), Type.Null()]),
});
export type WithdrawReview = Static<typeof WithdrawReview>;

/** GET /admin/api/withdrawals: one page of the withdrawal queue. */
export const WithdrawReviewPage = Paged(WithdrawReview);
export type WithdrawReviewPage = Static<typeof WithdrawReviewPage>;

/** POST /admin/api/withdrawals/:id/approve: the payout's reference, required on the approval that pays. */
export const WithdrawApproveRequest = Type.Object({ real_number: Type.Optional(Text({ maxLength: 128 })) });
export type WithdrawApproveRequest = Static<typeof WithdrawApproveRequest>;

/** What an operator's decision did: the first approval of a large withdrawal, its payout, or its refusal. */
export const WithdrawOutcome = Type.Union([Type.Literal("first-approval"), Type.Literal("paid"), Type.Literal("rejected")]);
export type WithdrawOutcome = Static<typeof WithdrawOutcome>;

/** The answer to POST /admin/api/withdrawals/:id/approve and /reject, so the operator knows whether a second approval is still needed. */
export const WithdrawDecided = Type.Object({ outcome: WithdrawOutcome });
export type WithdrawDecided = Static<typeof WithdrawDecided>;

/** Body of POST /admin/api/withdraw-currencies and /admin/api/withdraw-currencies/:id. */
export const WithdrawCurrencyInput = Type.Object({
  type: WithdrawTypeChoice(),
  code: Type.String({ pattern: CURRENCY_CODE, maxLength: 12 }),
  protocol: Text({ maxLength: 32 }),
  draw_rate: UsdPriceText(),
  fee_type: Type.Integer({ minimum: 0, maximum: 9 }),
  usd_price: UsdPriceText(),
  enabled: Type.Boolean(),
});
export type WithdrawCurrencyInput = Static<typeof WithdrawCurrencyInput>;

export const WithdrawCurrencyConfig = Type.Object({ ...WithdrawCurrency.properties, enabled: Type.Boolean() });
export type WithdrawCurrencyConfig = Static<typeof WithdrawCurrencyConfig>;
