import { Type, type Static } from "typebox";
import { ORDER_CLOSED, ORDER_HOLDING, ORDER_PENDING, SUBMIT_MARKET, SUBMIT_PENDING } from "../order.ts";
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

/** /v1/api/main/accountLog/forexChange. */
export const PageQuery = Type.Object({ page: Page() });
export type PageQuery = Static<typeof PageQuery>;

/** Rows per page of my_deal history and of the account log. */
export const PAGE_SIZE = 20;
