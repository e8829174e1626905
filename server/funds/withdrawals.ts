import { and, count, desc, eq } from "drizzle-orm";
import { CODE_PURPOSE_WITHDRAW } from "#domain/account.ts";
import { WITHDRAW_PAGE_SIZE, type DrawRequest, type WithdrawPage, type WithdrawRecord } from "#domain/contract/withdraw.ts";
import { dec } from "#domain/decimal.ts";
import { usdAmount } from "#domain/format/number-value.ts";
import { REVIEW_CERTIFIED } from "#domain/identity.ts";
import type { LanguageCode } from "#domain/locales.ts";
import { WITHDRAW_PAID, WITHDRAW_REJECTED, WITHDRAW_SECOND_APPROVAL, WITHDRAW_WAITING, type WithdrawStatus, type WithdrawType } from "#domain/withdraw.ts";
import { WITHDRAW_DECIMALS, withdrawFee, withdrawReceived } from "#domain/withdraw-amounts.ts";
import type { Accounts } from "../accounts/accounts.ts";
import type { Caller } from "../accounts/accounts-core.ts";
import type { UserRow } from "../accounts/user-repo.ts";
import { post, type AccountTx } from "../engine/account-tx.ts";
import type { Translator } from "../i18n/translator.ts";
import { WITHDRAW_MESSAGES } from "../i18n/withdraw-messages.ts";
import { DomainError } from "../platform/domain-error.ts";
import { KeptRefusal, type IdempotencyKey } from "../platform/idempotency.ts";
import type { Db } from "../store/db.ts";
import { realNames, withdrawals } from "../store/schema.ts";
import { trimZeros } from "./deposit-wire.ts";
import type { DrawMethods } from "./draw-methods.ts";

export interface WithdrawEngine {
  withAccount<T>(userId: number, work: (tx: AccountTx, at: Date) => Promise<T>, key?: IdempotencyKey): Promise<T>;
  freeToWithdraw(tx: AccountTx): Promise<string>;
}

export const WITHDRAW_STATUS_NAMES = {
  [WITHDRAW_WAITING]: WITHDRAW_MESSAGES.statusWaiting,
  [WITHDRAW_SECOND_APPROVAL]: WITHDRAW_MESSAGES.statusSecondApproval,
  [WITHDRAW_PAID]: WITHDRAW_MESSAGES.statusPaid,
  [WITHDRAW_REJECTED]: WITHDRAW_MESSAGES.statusRejected,
} as const;

export function withdrawWire(row: typeof withdrawals.$inferSelect, statusName: string): WithdrawRecord {
  return {
    id: row.id,
    number: row.number,
    real_number: row.realNumber,
    draw_currency: { code: row.currencyCode, protocol: row.protocol },
    fee: row.fee,
    received: trimZeros(row.received),
    status: row.status as WithdrawStatus,
    status_name: statusName,
    created_at: row.createdAt.toISOString(),
    type: row.type as WithdrawType,
    address: row.address,
    payee_account: row.payeeAccount,
    notes: row.memo,
    reject_reason: row.rejectReason,
  };
}

function requireFree(amount: string, free: string): void {
  if (dec(amount).gt(free)) throw new DomainError("invalid", WITHDRAW_MESSAGES.amountAboveFree, { free: usdAmount(free) });
}

function amountOrFail(text: string): string {
  const amount = dec(text);
  if (amount.lte(0)) throw new DomainError("invalid", WITHDRAW_MESSAGES.amountNotPositive);
  if (amount.decimalPlaces() > WITHDRAW_DECIMALS) throw new DomainError("invalid", WITHDRAW_MESSAGES.amountTooPrecise, { decimals: WITHDRAW_DECIMALS });
  return amount.toFixed(WITHDRAW_DECIMALS);
}

/** A user's withdrawals (account/draw, draw_list): asked against free margin, held in lock_balance until an operator decides. */
export function createWithdrawals(deps: { db: Db; engine: WithdrawEngine; methods: DrawMethods; accounts: Pick<Accounts, "spendOwnCode">; translator: Translator }) {
  const { db, engine, methods } = deps;

  async function requireCertified(tx: Db, userId: number): Promise<void> {
    const [row] = await tx.select({ status: realNames.reviewStatus }).from(realNames).where(eq(realNames.userId, userId));
    if (row?.status !== REVIEW_CERTIFIED) throw new DomainError("forbidden", WITHDRAW_MESSAGES.identityRequired);
  }

  /** The withdrawal's row as it will be stored: the currency and destination of the user's own bound method, the fee and what arrives. */
  async function priced(tx: Db, userId: number, amount: string, input: DrawRequest) {
    const { method, currency } = await methods.own(tx, userId, input.draw_method_id);
    if (currency.id !== input.draw_currency_id || !currency.enabled) throw new DomainError("not-found", WITHDRAW_MESSAGES.currencyNotFound);
    const fee = withdrawFee(amount, currency.feeType, currency.drawRate);
    if (dec(amount).lte(fee)) throw new DomainError("invalid", WITHDRAW_MESSAGES.amountBelowFee, { fee: usdAmount(fee) });
    const destination = method.dcAddress
      ? { address: method.dcAddress, payeeName: null, payeeAccount: null, bankSwift: null }
      : { address: `${method.bankName} · ${method.bankAddress}`, payeeName: method.payeeName, payeeAccount: method.payeeAccount, bankSwift: method.bankSwift };
    return {
      type: currency.type,
      drawCurrencyId: currency.id,
      currencyCode: currency.code,
      protocol: currency.protocol,
      ...destination,
      number: amount,
      fee,
      usdPrice: currency.usdPrice,
      received: withdrawReceived(amount, fee, currency.usdPrice),
      memo: input.memo?.trim() ?? "",
    };
  }

  /** Spends the user's code in `tx`; a wrong one is refused with its try kept. */
  async function spendCode(tx: Db, user: UserRow, code: string, caller: Caller): Promise<KeptRefusal | undefined> {
    try {
      await deps.accounts.spendOwnCode(user, CODE_PURPOSE_WITHDRAW, code, caller, tx);
      return undefined;
    } catch (error) {
      if (error instanceof DomainError) return new KeptRefusal(error);
      throw error;
    }
  }

  return {
    /**
     * Asks for a withdrawal: identity verified, a bound method of the currency, a fresh code, and
     * no more than is free. The amount moves from the balance into lock_balance as one ledger row.
     * With an Idempotency-Key the key is claimed first, in the same transaction that checks all
     * this and spends the code, so a retry waits for the first call and gets its answer; the code
     * is spent last, so a plain mistake does not spend it.
     */
    async draw(user: UserRow, input: DrawRequest, lang: LanguageCode, caller: Caller, key?: string): Promise<{ id: number }> {
      const amount = amountOrFail(input.number);
      // The code is not part of the key's parameters: a retry carries the same one, already spent.
      const idempotency = key === undefined ? undefined : { userId: user.id, scope: "withdraw", key, params: { ...input, code: undefined } };
      const answer = await engine.withAccount(
        user.id,
        async (tx, at) => {
          await requireCertified(tx.db, user.id);
          const values = await priced(tx.db, user.id, amount, input);
          requireFree(amount, await engine.freeToWithdraw(tx));
          const refused = await spendCode(tx.db, user, input.code, caller);
          if (refused) return refused;
          await post(tx, { value: dec(amount).neg(), lockValue: dec(amount), memo: "withdraw_lock", at });
          const [row] = await tx.db.insert(withdrawals).values({ ...values, userId: user.id, lang, createdAt: at }).returning({ id: withdrawals.id });
          return { id: row!.id };
        },
        idempotency,
      );
      if (answer instanceof KeptRefusal) throw answer.error;
      return answer;
    },

    async page(userId: number, type: WithdrawType, page: number, lang: LanguageCode): Promise<WithdrawPage> {
      const mine = and(eq(withdrawals.userId, userId), eq(withdrawals.type, type));
      const rows = await db.select().from(withdrawals).where(mine).orderBy(desc(withdrawals.id)).limit(WITHDRAW_PAGE_SIZE).offset((page - 1) * WITHDRAW_PAGE_SIZE);
      const [total] = await db.select({ n: count() }).from(withdrawals).where(mine);
      const name = (status: number) => deps.translator.translate(lang, WITHDRAW_STATUS_NAMES[status as WithdrawStatus]);
      return { data: rows.map((row) => withdrawWire(row, name(row.status))), total: total?.n ?? 0 };
    },
  };
}

export type Withdrawals = ReturnType<typeof createWithdrawals>;
