import { and, asc, count, eq } from "drizzle-orm";
import { CODE_PURPOSE_BIND } from "#domain/account.ts";
import type { BindDrawMethodRequest, DrawMethod, WithdrawCurrency } from "#domain/contract/withdraw.ts";
import { WITHDRAW_CRYPTO, type WithdrawType } from "#domain/withdraw.ts";
import type { Accounts } from "../accounts/accounts.ts";
import type { Caller } from "../accounts/accounts-core.ts";
import type { UserRow } from "../accounts/user-repo.ts";
import { lockAccount } from "../engine/account-tx.ts";
import { WITHDRAW_MESSAGES } from "../i18n/withdraw-messages.ts";
import type { Clock } from "../platform/clock.ts";
import { DomainError } from "../platform/domain-error.ts";
import type { Db } from "../store/db.ts";
import { drawMethods, withdrawCurrencies } from "../store/schema.ts";
import { accountIsValid, addressIsValid, swiftIsValid } from "./address-check.ts";
import { trimZeros } from "./deposit-wire.ts";

/** Methods one user may keep bound at once. */
export const MAX_METHODS = 20;

type CurrencyRow = typeof withdrawCurrencies.$inferSelect;

export const currencyWire = (row: CurrencyRow): WithdrawCurrency => ({
  id: row.id,
  type: row.type as WithdrawType,
  code: row.code,
  protocol: row.protocol,
  draw_rate: trimZeros(row.drawRate),
  fee_type: row.feeType,
  usd_price: trimZeros(row.usdPrice),
  sample: row.sample,
});

const methodWire = (row: typeof drawMethods.$inferSelect, currency: CurrencyRow): DrawMethod => ({
  id: row.id,
  type: row.type as WithdrawType,
  draw_id: currency.id,
  draw_currency: { code: currency.code, protocol: currency.protocol },
  dc_address: row.dcAddress,
  bank_name: row.bankName,
  bank_address: row.bankAddress,
  bank_swift: row.bankSwift,
  payee_name: row.payeeName,
  payee_account: row.payeeAccount,
  remark: row.remark,
});

const required = (value: string | undefined) => value?.trim() ?? "";

/** The destination a bind request describes, checked: a coin address valid on its network, or a bank account with a valid SWIFT/BIC. */
function destinationOf(input: BindDrawMethodRequest, currency: CurrencyRow) {
  if (input.type === WITHDRAW_CRYPTO) {
    const address = required(input.dc_address);
    if (!address) throw new DomainError("invalid", WITHDRAW_MESSAGES.addressRequired);
    if (!addressIsValid(currency.protocol, address)) {
      throw new DomainError("invalid", WITHDRAW_MESSAGES.addressInvalid, { currency: currency.code, network: currency.protocol });
    }
    return { dcAddress: address };
  }
  const bank = {
    bankName: required(input.bank_name),
    bankAddress: required(input.bank_address),
    bankSwift: required(input.bank_swift).toUpperCase(),
    payeeName: required(input.payee_name),
    payeeAccount: required(input.payee_account),
    remark: required(input.remark) || null,
  };
  if (!bank.bankName || !bank.bankAddress || !bank.bankSwift || !bank.payeeName || !bank.payeeAccount) {
    throw new DomainError("invalid", WITHDRAW_MESSAGES.bankFieldsRequired);
  }
  if (!swiftIsValid(bank.bankSwift)) throw new DomainError("invalid", WITHDRAW_MESSAGES.swiftInvalid);
  if (!accountIsValid(bank.payeeAccount)) throw new DomainError("invalid", WITHDRAW_MESSAGES.ibanInvalid);
  return bank;
}

/** The withdrawal currencies and a user's bound methods (draw_symbol_list, wallet/*). */
export function createDrawMethods(db: Db, accounts: Pick<Accounts, "spendOwnCode">, clock: Clock) {
  async function currency(tx: Db, id: number, type: WithdrawType): Promise<CurrencyRow> {
    const [row] = await tx.select().from(withdrawCurrencies).where(and(eq(withdrawCurrencies.id, id), eq(withdrawCurrencies.type, type), eq(withdrawCurrencies.enabled, true)));
    if (!row) throw new DomainError("not-found", WITHDRAW_MESSAGES.currencyNotFound);
    return row;
  }

  return {
    currency,

    async currencies(type: WithdrawType): Promise<WithdrawCurrency[]> {
      const rows = await db.select().from(withdrawCurrencies).where(and(eq(withdrawCurrencies.type, type), eq(withdrawCurrencies.enabled, true))).orderBy(asc(withdrawCurrencies.id));
      return rows.map(currencyWire);
    },

    async list(userId: number, type: WithdrawType, drawId?: number): Promise<DrawMethod[]> {
      const mine = and(eq(drawMethods.userId, userId), eq(drawMethods.type, type), drawId === undefined ? undefined : eq(drawMethods.drawCurrencyId, drawId));
      const rows = await db.select({ method: drawMethods, currency: withdrawCurrencies }).from(drawMethods).innerJoin(withdrawCurrencies, eq(withdrawCurrencies.id, drawMethods.drawCurrencyId)).where(mine).orderBy(asc(drawMethods.id));
      return rows.map(({ method, currency }) => methodWire(method, currency));
    },

    /** One of the user's methods with its currency, or not found (another user's reads the same). */
    async own(tx: Db, userId: number, id: number) {
      const [row] = await tx.select({ method: drawMethods, currency: withdrawCurrencies }).from(drawMethods).innerJoin(withdrawCurrencies, eq(withdrawCurrencies.id, drawMethods.drawCurrencyId)).where(and(eq(drawMethods.id, id), eq(drawMethods.userId, userId)));
      if (!row) throw new DomainError("not-found", WITHDRAW_MESSAGES.methodNotFound);
      return row;
    },

    /**
     * Binds a checked destination, proven by a fresh code. The count is taken under the user's
     * account lock, so binds at once cannot pass the limit together.
     */
    async bind(user: UserRow, input: BindDrawMethodRequest, caller: Caller): Promise<DrawMethod> {
      const chosen = await currency(db, input.draw_id, input.type);
      const destination = destinationOf(input, chosen);
      await accounts.spendOwnCode(user, CODE_PURPOSE_BIND, input.code, caller);
      return db.transaction(async (tx) => {
        await lockAccount(tx, user.id);
        const [held] = await tx.select({ n: count() }).from(drawMethods).where(eq(drawMethods.userId, user.id));
        if ((held?.n ?? 0) >= MAX_METHODS) throw new DomainError("invalid", WITHDRAW_MESSAGES.tooManyMethods, { count: MAX_METHODS });
        const [row] = await tx
          .insert(drawMethods)
          .values({ userId: user.id, type: input.type, drawCurrencyId: chosen.id, ...destination, createdAt: new Date(clock.now()) })
          .returning();
        return methodWire(row!, chosen);
      });
    },

    async remove(userId: number, id: number): Promise<void> {
      const gone = await db.delete(drawMethods).where(and(eq(drawMethods.id, id), eq(drawMethods.userId, userId))).returning({ id: drawMethods.id });
      if (gone.length === 0) throw new DomainError("not-found", WITHDRAW_MESSAGES.methodNotFound);
    },
  };
}

export type DrawMethods = ReturnType<typeof createDrawMethods>;
