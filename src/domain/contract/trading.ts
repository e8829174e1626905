import { Type, type Static } from "typebox";
import { ORDER_CLOSED, ORDER_HOLDING, ORDER_PENDING, SUBMIT_MARKET, SUBMIT_PENDING } from "../order.ts";
import { EXPIRY_AT, EXPIRY_GTC, EXPIRY_TODAY } from "../trading/expiry.ts";
import { DECIMAL_TEXT, Id, IntegerChoice, INT32_MAX } from "./fields.ts";

/**
 * The trading calls (forex submit … set_stop_price, account forexDetail and forexChange,
 * follow/list). Each is served by GET with a query (the API's documented form) and by POST with a
 * form (the PWA, with an Idempotency-Key on the calls that change state). Prices and lots are
 * decimal strings.
 */

export { DECIMAL_TEXT };
const DecimalText = () => Type.String({ maxLength: 23, pattern: DECIMAL_TEXT });
/** A price that may be left out: "" (or 0, which the documented inputs allow) means not set. */
const OptionalPrice = () => Type.Optional(Type.String({ maxLength: 23, pattern: `^$|${DECIMAL_TEXT}` }));
const Page = () => Type.Optional(Type.Integer({ minimum: 1, maximum: INT32_MAX }));

/**
 * A pending order's expiry: 0 good till cancelled (also when left out), 1 the end of the trading
 * day, 2 at `expires_at` (Unix seconds).
 */
const expiryFields = {
  expiry: Type.Optional(IntegerChoice([EXPIRY_GTC, EXPIRY_TODAY, EXPIRY_AT])),
  expires_at: Type.Optional(Type.Integer({ minimum: 1, maximum: INT32_MAX })),
};

/** /v1/api/forex/submit. `type` 1 buys, any other sells. */
export const SubmitRequest = Type.Object({
  type: Type.Integer({ minimum: 0, maximum: 9 }),
  cont: DecimalText(),
  forex_id: Id(),
  status: IntegerChoice([SUBMIT_MARKET, SUBMIT_PENDING]),
  target_price: OptionalPrice(),
  stop_loss_price: OptionalPrice(),
  target_profit_price: OptionalPrice(),
  multiple: Type.Integer({ minimum: 1, maximum: 10_000 }),
  ...expiryFields,
});
export type SubmitRequest = Static<typeof SubmitRequest>;

/** /v1/api/forex/my_deal: 1 holding, 0 dealing (pending), 3 history. */
export const MyDealQuery = Type.Object({
  status: IntegerChoice([ORDER_HOLDING, ORDER_PENDING, ORDER_CLOSED]),
  page: Page(),
});
export type MyDealQuery = Static<typeof MyDealQuery>;

/** /v1/api/forex/close and /cancel_trade. */
export const OrderIdRequest = Type.Object({ id: Id() });
export type OrderIdRequest = Static<typeof OrderIdRequest>;

/** /v1/api/forex/set_stop_price: a level left empty (or 0) is removed. */
export const SetStopRequest = Type.Object({
  id: Id(),
  target_profit_price: OptionalPrice(),
  stop_loss_price: OptionalPrice(),
});
export type SetStopRequest = Static<typeof SetStopRequest>;

/**
 * /v1/api/forex/set_trailing_stop: a held position's trailing stop, distance and least step in
 * points (10^-price precision); a distance of 0 removes it.
 */
export const SetTrailingRequest = Type.Object({
  id: Id(),
  trailing_points: Type.Integer({ minimum: 0, maximum: INT32_MAX }),
  trailing_step: Type.Optional(Type.Integer({ minimum: 0, maximum: INT32_MAX })),
});
export type SetTrailingRequest = Static<typeof SetTrailingRequest>;

/** /v1/api/forex/close_part: closes `cont` lots of the position (all of them closes it whole). */
export const ClosePartRequest = Type.Object({ id: Id(), cont: DecimalText() });
export type ClosePartRequest = Static<typeof ClosePartRequest>;

/** Which positions a bulk close takes. */
export const BULK_ALL = 0;
export const BULK_PROFITABLE = 1;
export const BULK_LOSING = 2;
export type BulkScope = typeof BULK_ALL | typeof BULK_PROFITABLE | typeof BULK_LOSING;

/** /v1/api/forex/close_all: the account's positions (or one instrument's) of that scope, at the market. */
export const BulkCloseRequest = Type.Object({
  scope: IntegerChoice([BULK_ALL, BULK_PROFITABLE, BULK_LOSING]),
  forex_id: Type.Optional(Id()),
});
export type BulkCloseRequest = Static<typeof BulkCloseRequest>;

/** /v1/api/forex/modify_pending: a pending order's price, levels and expiry, checked as at submit. */
export const ModifyPendingRequest = Type.Object({
  id: Id(),
  target_price: DecimalText(),
  target_profit_price: OptionalPrice(),
  stop_loss_price: OptionalPrice(),
  ...expiryFields,
});
export type ModifyPendingRequest = Static<typeof ModifyPendingRequest>;

/** /v1/api/main/accountLog/forexChange. */
export const PageQuery = Type.Object({ page: Page() });
export type PageQuery = Static<typeof PageQuery>;

/** Rows per page of my_deal history and of the account log. */
export const PAGE_SIZE = 20;
