import { Type, type Static } from "typebox";
import { DepositRecord } from "./funds.ts";
import { Text } from "./fields.ts";
import { WithdrawRecord } from "./withdraw.ts";

/** GET /admin/api/users?q=: one user found by uid, e-mail or mobile number, with their money and records. */
export const UserLookupQuery = Type.Object({ q: Text({ minLength: 1, maxLength: 128 }) });
export type UserLookupQuery = Static<typeof UserLookupQuery>;

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(item: T) => Type.Union([item, Type.Null()]);

export const LedgerLine = Type.Object({
  id: Type.Integer(),
  value: Type.String(),
  balance_after: Type.String(),
  lock_value: Type.String(),
  memo: Type.String(),
  created_at: Type.String(),
});

export const OrderLine = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  direction: Type.Integer(),
  state: Type.Integer(),
  lots: Type.String(),
  leverage: Type.Integer(),
  open_price: Nullable(Type.String()),
  close_price: Nullable(Type.String()),
  margin: Type.String(),
  profit: Nullable(Type.String()),
  created_at: Type.String(),
  closed_at: Nullable(Type.String()),
});

/**
 * The user's second factors as an operator sees them: whether the authenticator app is on and how
 * many recovery codes are left (never a secret or a code). Further factors join this object.
 */
export const UserFactors = Type.Object({ totp: Type.Boolean(), recovery_left: Type.Integer(), passkeys: Type.Integer() });
export type UserFactors = Static<typeof UserFactors>;

/** The newest RECENT of each list; the queues and the audit log hold the rest. */
export const UserOverview = Type.Object({
  user: Type.Object({
    id: Type.Integer(),
    uid: Type.String(),
    email: Nullable(Type.String()),
    mobile: Nullable(Type.String()),
    is_demo: Type.Boolean(),
    created_at: Type.String(),
  }),
  balance: Type.String(),
  lock_balance: Type.String(),
  identity: Nullable(Type.Object({ name: Type.String(), card_id: Type.String(), review_status: Type.Integer(), reject_reason: Nullable(Type.String()) })),
  ledger: Type.Array(LedgerLine),
  orders: Type.Array(OrderLine),
  deposits: Type.Array(DepositRecord),
  withdrawals: Type.Array(WithdrawRecord),
  factors: UserFactors,
});
export type UserOverview = Static<typeof UserOverview>;

export const USER_OVERVIEW_RECENT = 20;
