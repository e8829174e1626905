import { Type, type Static } from "typebox";
import { WITHDRAW_BANK, WITHDRAW_CRYPTO, WITHDRAW_PAID, WITHDRAW_REJECTED, WITHDRAW_SECOND_APPROVAL, WITHDRAW_WAITING } from "../withdraw.ts";
import { Id, INT32_MAX, IntegerChoice, Text } from "./fields.ts";

/**
 * Withdrawals and bound methods (account/draw*, wallet/*). Real accounts only. Binding and
 * withdrawing take `code`: a code sent for purpose 3 to the user's own e-mail or mobile. Amounts
 * are USD decimal strings.
 */

export const WithdrawTypeChoice = () => IntegerChoice([WITHDRAW_CRYPTO, WITHDRAW_BANK]);
const Page = () => Type.Optional(Type.Integer({ minimum: 1, maximum: INT32_MAX }));
const Code = () => Type.String({ pattern: "^[0-9]{6}$" });

/** GET /api/account/draw_symbol_list?type= */
export const DrawSymbolQuery = Type.Object({ type: WithdrawTypeChoice() });
export type DrawSymbolQuery = Static<typeof DrawSymbolQuery>;

/** A currency users may withdraw in; `usd_price` is what one USD pays in it. */
export const WithdrawCurrency = Type.Object({
  id: Type.Integer(),
  type: WithdrawTypeChoice(),
  code: Type.String(),
  protocol: Type.String(),
  draw_rate: Type.String(),
  fee_type: Type.Integer(),
  usd_price: Type.String(),
  sample: Type.Boolean(),
});
export type WithdrawCurrency = Static<typeof WithdrawCurrency>;

/** GET /api/wallet/get_draw_method?draw_type=&draw_id= (draw_id narrows to one currency). */
export const DrawMethodQuery = Type.Object({ draw_type: WithdrawTypeChoice(), draw_id: Type.Optional(Id()) });
export type DrawMethodQuery = Static<typeof DrawMethodQuery>;

/** A bound method: a coin address (dc_address), or a bank account (the bank fields). */
export const DrawMethod = Type.Object({
  id: Type.Integer(),
  type: WithdrawTypeChoice(),
  draw_id: Type.Integer(),
  draw_currency: Type.Object({ code: Type.String(), protocol: Type.String() }),
  dc_address: Type.Union([Type.String(), Type.Null()]),
  bank_name: Type.Union([Type.String(), Type.Null()]),
  bank_address: Type.Union([Type.String(), Type.Null()]),
  bank_swift: Type.Union([Type.String(), Type.Null()]),
  payee_name: Type.Union([Type.String(), Type.Null()]),
  payee_account: Type.Union([Type.String(), Type.Null()]),
  remark: Type.Union([Type.String(), Type.Null()]),
});
export type DrawMethod = Static<typeof DrawMethod>;

/** POST /api/wallet/bind_draw_method (form): type 1 needs dc_address; type 2 the bank fields. */
export const BindDrawMethodRequest = Type.Object({
  type: WithdrawTypeChoice(),
  draw_id: Id(),
  dc_address: Type.Optional(Text({ maxLength: 128 })),
  bank_name: Type.Optional(Text({ maxLength: 128 })),
  bank_address: Type.Optional(Text({ maxLength: 256 })),
  bank_swift: Type.Optional(Text({ maxLength: 16 })),
  payee_name: Type.Optional(Text({ maxLength: 128 })),
  payee_account: Type.Optional(Text({ maxLength: 64 })),
  remark: Type.Optional(Text({ maxLength: 256 })),
  code: Code(),
});
export type BindDrawMethodRequest = Static<typeof BindDrawMethodRequest>;

/** POST /api/wallet/del_draw_method (form). */
export const DeleteDrawMethodRequest = Type.Object({ id: Id() });
export type DeleteDrawMethodRequest = Static<typeof DeleteDrawMethodRequest>;

/** POST /api/account/draw (form, Idempotency-Key): `number` USD out of the balance, to a bound method of that currency. */
export const DrawRequest = Type.Object({
  draw_currency_id: Id(),
  number: Type.String({ minLength: 1, maxLength: 32, pattern: "^[0-9]+(\\.[0-9]+)?$" }),
  memo: Type.Optional(Text({ maxLength: 256 })),
  draw_method_id: Id(),
  code: Code(),
});
export type DrawRequest = Static<typeof DrawRequest>;

export const WithdrawStatusChoice = () => IntegerChoice([WITHDRAW_WAITING, WITHDRAW_SECOND_APPROVAL, WITHDRAW_PAID, WITHDRAW_REJECTED]);

/** GET /api/account/draw_list?type=&page= */
export const DrawListQuery = Type.Object({ type: WithdrawTypeChoice(), page: Page() });
export type DrawListQuery = Static<typeof DrawListQuery>;

/** One of the user's withdrawals; `status_name` is in the caller's language; `real_number` the payout's reference once paid. */
export const WithdrawRecord = Type.Object({
  id: Type.Integer(),
  number: Type.String(),
  real_number: Type.Union([Type.String(), Type.Null()]),
  draw_currency: Type.Object({ code: Type.String(), protocol: Type.String() }),
  fee: Type.String(),
  received: Type.String(),
  status: WithdrawStatusChoice(),
  status_name: Type.String(),
  created_at: Type.String(),
  type: WithdrawTypeChoice(),
  address: Type.String(),
  payee_account: Type.Union([Type.String(), Type.Null()]),
  notes: Type.String(),
  reject_reason: Type.Union([Type.String(), Type.Null()]),
});
export type WithdrawRecord = Static<typeof WithdrawRecord>;

export const WithdrawPage = Type.Object({ data: Type.Array(WithdrawRecord), total: Type.Integer() });
export type WithdrawPage = Static<typeof WithdrawPage>;

export const WITHDRAW_PAGE_SIZE = 20;
