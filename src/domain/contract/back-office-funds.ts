import { Type, type Static } from "typebox";
import { CURRENCY_CODE, DEPOSIT_UNCHECKED } from "../funds.ts";
import { DepositChannel, DepositRecord, DepositStatusChoice, WireBank } from "./funds.ts";
import { Paged } from "./back-office.ts";
import { Text } from "./fields.ts";

/**
 * The back office's deposit queue and the configuration of channels and wire banks, under
 * /admin/api (see back-office.ts for the envelope and the operator's session).
 */

/** GET /admin/api/deposits?status=&page=: oldest first while unchecked, newest first once decided. */
export const DepositQueueQuery = Type.Object({
  status: Type.Optional(DepositStatusChoice()),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
});
export type DepositQueueQuery = Static<typeof DepositQueueQuery>;

export const DEFAULT_DEPOSIT_QUEUE_STATUS = DEPOSIT_UNCHECKED;

/**
 * One deposit as an operator reviews it, with its user. `usd_price` and `credit` are what an
 * approval would credit now (an unchecked one) or what was credited (a finished one).
 */
export const DepositReview = Type.Object({
  ...DepositRecord.properties,
  user_id: Type.Integer(),
  uid: Type.String(),
  email: Type.Union([Type.String(), Type.Null()]),
  mobile: Type.Union([Type.String(), Type.Null()]),
  usd_price: Type.Union([Type.String(), Type.Null()]),
  reviewed_at: Type.Union([Type.String(), Type.Null()]),
  reviewed_by: Type.Union([Type.String(), Type.Null()]),
});
export type DepositReview = Static<typeof DepositReview>;

/** GET /admin/api/deposits: one page of the deposit queue. */
export const DepositReviewPage = Paged(DepositReview);
export type DepositReviewPage = Static<typeof DepositReviewPage>;

/** POST /admin/api/deposits/:id/reject (remark required) and /invalid (remark optional). */
export const DepositRemarkRequest = Type.Object({ remark: Type.Optional(Text({ maxLength: 500 })) });
export type DepositRemarkRequest = Static<typeof DepositRemarkRequest>;

/** A USD price as operators type it: positive, at most 10 decimals. */
export const UsdPriceText = () => Type.String({ maxLength: 24, pattern: "^(0|[1-9][0-9]{0,12})(\\.[0-9]{1,10})?$" });
const Code = () => Type.String({ pattern: CURRENCY_CODE, maxLength: 12 });

/** Body of POST /admin/api/channels (a new one) and /admin/api/channels/:id (a change). */
export const ChannelInput = Type.Object({
  currency_code: Code(),
  protocol_code: Text({ minLength: 1, maxLength: 32 }),
  address: Text({ minLength: 1, maxLength: 256 }),
  usd_price: UsdPriceText(),
  enabled: Type.Boolean(),
});
export type ChannelInput = Static<typeof ChannelInput>;

/** A channel as operators configure it. */
export const ChannelConfig = Type.Object({ ...DepositChannel.properties, usd_price: Type.String(), enabled: Type.Boolean() });
export type ChannelConfig = Static<typeof ChannelConfig>;

/** Body of POST /admin/api/wire-banks and /admin/api/wire-banks/:id. */
export const WireBankInput = Type.Object({
  bank_coin: Code(),
  bank_name: Text({ minLength: 1, maxLength: 128 }),
  bank_address: Text({ minLength: 1, maxLength: 256 }),
  bank_swift: Type.String({ pattern: "^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$" }),
  payee_name: Text({ minLength: 1, maxLength: 128 }),
  payee_account: Text({ minLength: 1, maxLength: 64 }),
  bank_remark: Type.Optional(Text({ maxLength: 500 })),
  usd_price: UsdPriceText(),
  enabled: Type.Boolean(),
});
export type WireBankInput = Static<typeof WireBankInput>;

export const WireBankConfig = Type.Object({ ...WireBank.properties, usd_price: Type.String(), enabled: Type.Boolean() });
export type WireBankConfig = Static<typeof WireBankConfig>;
