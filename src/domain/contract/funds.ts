import { Type, type Static } from "typebox";
import { CURRENCY_CODE, DEPOSIT_COIN, DEPOSIT_FINISHED, DEPOSIT_INVALID, DEPOSIT_REJECTED, DEPOSIT_UNCHECKED, DEPOSIT_WIRE } from "../funds.ts";
import { Id, INT32_MAX, IntegerChoice, Text } from "./fields.ts";
import { UploadUrl } from "./identity.ts";

/**
 * Deposits (records, channels, wire banks; quickCharge). Real accounts
 * only. Amounts are decimal strings: `number` is the amount (a wire) or the coin count (a coin).
 * The submits take POST with a form and an Idempotency-Key from the PWA, and GET with a query.
 */

/** An amount as typed: digits with an optional fraction; its range and precision are checked by checkDepositAmount. */
export const AmountText = () => Type.String({ minLength: 1, maxLength: 32, pattern: "^[0-9]+(\\.[0-9]+)?$" });
export const CurrencyCode = () => Type.String({ pattern: CURRENCY_CODE, maxLength: 12 });

/** Answer of GET /api/quickCharge/info: which ways to deposit exist now. */
export const DepositInfo = Type.Object({
  /** Whether any coin channel is open. */
  coin: Type.Boolean(),
  /** The currencies a wire can be sent in (`bank_coin` of wire_info), sorted. */
  bank_coins: Type.Array(Type.String()),
});
export type DepositInfo = Static<typeof DepositInfo>;

/** One of the broker's coin channels (GET /api/quickCharge/symbols). `sample` ones are seeded examples, not real addresses. */
export const DepositChannel = Type.Object({
  id: Type.Integer(),
  currency_code: Type.String(),
  protocol_code: Type.String(),
  address: Type.String(),
  sample: Type.Boolean(),
});
export type DepositChannel = Static<typeof DepositChannel>;

/** Query of GET /api/quickCharge/wire_info. */
export const WireInfoQuery = Type.Object({ bank_coin: CurrencyCode() });
export type WireInfoQuery = Static<typeof WireInfoQuery>;

/** One of the broker's bank accounts a wire is sent to. */
export const WireBank = Type.Object({
  id: Type.Integer(),
  bank_coin: Type.String(),
  bank_name: Type.String(),
  bank_address: Type.String(),
  bank_swift: Type.String(),
  payee_name: Type.String(),
  payee_account: Type.String(),
  bank_remark: Type.String(),
  sample: Type.Boolean(),
});
export type WireBank = Static<typeof WireBank>;

/** GET|POST /api/quickCharge/submit: a coin deposit to channel `charge_id`, at the `address` the user was shown. */
export const CoinDepositRequest = Type.Object({
  number: AmountText(),
  proofImg: UploadUrl,
  address: Type.Optional(Text({ maxLength: 256 })),
  charge_id: Id(),
});
export type CoinDepositRequest = Static<typeof CoinDepositRequest>;

/** GET|POST /api/quickCharge/wire_submit: a wire to bank account `wire_id`. */
export const WireDepositRequest = Type.Object({
  number: AmountText(),
  proofImg: UploadUrl,
  wire_id: Id(),
});
export type WireDepositRequest = Static<typeof WireDepositRequest>;

export const DepositTypeChoice = () => IntegerChoice([DEPOSIT_COIN, DEPOSIT_WIRE]);
export const DepositStatusChoice = () => IntegerChoice([DEPOSIT_UNCHECKED, DEPOSIT_FINISHED, DEPOSIT_REJECTED, DEPOSIT_INVALID]);

/** Query of GET /api/quickCharge/quick_ist: one type's records, newest first. */
export const DepositListQuery = Type.Object({
  type: DepositTypeChoice(),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: INT32_MAX })),
});
export type DepositListQuery = Static<typeof DepositListQuery>;

/** One of the user's deposits. `credit` is the USD the balance got (finished ones only). */
export const DepositRecord = Type.Object({
  id: Type.Integer(),
  number: Type.String(),
  type: DepositTypeChoice(),
  currency_code: Type.String(),
  /** The chain of a coin deposit; null for a wire. */
  protocol_code: Type.Union([Type.String(), Type.Null()]),
  /** Where the money was sent: the channel's address, or the bank and account of a wire. */
  address: Type.String(),
  status: DepositStatusChoice(),
  remark: Type.Union([Type.String(), Type.Null()]),
  credit: Type.Union([Type.String(), Type.Null()]),
  proof_img: Type.String(),
  created_at: Type.String(),
});
export type DepositRecord = Static<typeof DepositRecord>;

export const DepositPage = Type.Object({ data: Type.Array(DepositRecord), total: Type.Integer() });
export type DepositPage = Static<typeof DepositPage>;

/** Rows per page of the deposit records. */
export const DEPOSIT_PAGE_SIZE = 20;
