import { and, asc, count, desc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DepositReview } from "#domain/contract/back-office-funds.ts";
import { AUDIT_ACTIONS } from "#domain/contract/back-office.ts";
import { dec } from "#domain/decimal.ts";
import { depositCredit } from "#domain/deposit-credit.ts";
import { DEPOSIT_FINISHED, DEPOSIT_INVALID, DEPOSIT_REJECTED, DEPOSIT_UNCHECKED, type DepositStatus } from "#domain/funds.ts";
import type { AccountTx } from "../engine/account-tx.ts";
import { post } from "../engine/account-tx.ts";
import { depositWire, trimZeros } from "../funds/deposit-wire.ts";
import { FUNDS_MESSAGES } from "../i18n/funds-messages.ts";
import { DomainError } from "../platform/domain-error.ts";
import { operatorUploadUrl } from "../services/uploads/upload-urls.ts";
import type { Db } from "../store/db.ts";
import { depositChannels, deposits, operators, users, wireBanks } from "../store/schema.ts";
import { PAGE_SIZE, writeAudit } from "./audit-log.ts";

export type DepositDecision = { kind: "approve" } | { kind: "reject"; remark: string } | { kind: "invalid"; remark: string | null };

/** What was decided, for telling the user. */
export interface DecidedDeposit {
  userId: number;
  status: DepositStatus;
  number: string;
  currency: string;
  credit: string | null;
  remark: string | null;
  lang: string;
}

/** Runs work in one transaction holding the user's account lock, telling the book listeners of a balance it moved. */
export type WithAccount = <T>(userId: number, work: (tx: AccountTx, at: Date) => Promise<T>) => Promise<T>;

const reviewer = alias(operators, "reviewer");

/** The operators' side of deposits: the queue, and deciding a deposit exactly once. */
export function createDepositReviews(db: Db, withAccount: WithAccount) {
  /** The current USD price of the deposit's channel or bank: what an approval credits at. */
  async function priceOf(tx: Db, deposit: typeof deposits.$inferSelect): Promise<string> {
    const [row] = deposit.channelId
      ? await tx.select({ price: depositChannels.usdPrice }).from(depositChannels).where(eq(depositChannels.id, deposit.channelId))
      : await tx.select({ price: wireBanks.usdPrice }).from(wireBanks).where(eq(wireBanks.id, deposit.wireBankId!));
    return row!.price;
  }

  async function find(tx: Db, id: number) {
    const [row] = await tx.select().from(deposits).where(eq(deposits.id, id));
    if (!row) throw new DomainError("not-found", FUNDS_MESSAGES.depositNotFound, { id });
    return row;
  }

  /** The conditional update every decision is: it matches only while the deposit is unchecked. */
  async function settle(tx: Db, id: number, change: Partial<typeof deposits.$inferInsert>) {
    const [decided] = await tx
      .update(deposits)
      .set(change)
      .where(and(eq(deposits.id, id), eq(deposits.status, DEPOSIT_UNCHECKED)))
      .returning();
    if (!decided) throw new DomainError("conflict", FUNDS_MESSAGES.depositNotWaiting);
    return decided;
  }

  const told = (row: typeof deposits.$inferSelect): DecidedDeposit => ({
    userId: row.userId,
    status: row.status as DepositStatus,
    number: trimZeros(row.number),
    currency: row.currencyCode,
    credit: row.credit,
    remark: row.remark,
    lang: row.lang,
  });

  return {
    async unchecked(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(deposits).where(eq(deposits.status, DEPOSIT_UNCHECKED));
      return row?.n ?? 0;
    },

    async page(status: DepositStatus, page: number): Promise<{ data: DepositReview[]; total: number }> {
      const rows = await db
        .select({ row: deposits, uid: users.uid, email: users.email, mobile: users.mobile, reviewer: reviewer.login, channelPrice: depositChannels.usdPrice, bankPrice: wireBanks.usdPrice })
        .from(deposits)
        .innerJoin(users, eq(users.id, deposits.userId))
        .leftJoin(reviewer, eq(reviewer.id, deposits.reviewedBy))
        .leftJoin(depositChannels, eq(depositChannels.id, deposits.channelId))
        .leftJoin(wireBanks, eq(wireBanks.id, deposits.wireBankId))
        .where(eq(deposits.status, status))
        .orderBy(status === DEPOSIT_UNCHECKED ? asc(deposits.id) : desc(deposits.reviewedAt))
        .limit(PAGE_SIZE)
        .offset((page - 1) * PAGE_SIZE);
      const [total] = await db.select({ n: count() }).from(deposits).where(eq(deposits.status, status));
      const data = rows.map(({ row, uid, email, mobile, reviewer, channelPrice, bankPrice }): DepositReview => {
        const price = status === DEPOSIT_UNCHECKED ? (channelPrice ?? bankPrice) : row.usdPrice;
        const credit = status === DEPOSIT_UNCHECKED && price ? depositCredit(row.number, price) : row.credit;
        return {
          ...depositWire(row, operatorUploadUrl(row.proofUpload)),
          credit,
          user_id: row.userId,
          uid,
          email,
          mobile,
          usd_price: price ? trimZeros(price) : null,
          reviewed_at: row.reviewedAt?.toISOString() ?? null,
          reviewed_by: reviewer,
        };
      });
      return { data, total: total?.n ?? 0 };
    },

    /**
     * Approves, rejects or invalidates an unchecked deposit. An approval runs under the user's
     * account lock and credits amount × the current USD price as a ledger row; in every case the
     * decision is one conditional update with its audit line in the same transaction, so of two
     * operators deciding at once one wins and the other is told it was decided.
     */
    async decide(operatorId: number, id: number, decision: DepositDecision, now: Date): Promise<DecidedDeposit> {
      const { userId } = await find(db, id);
      const audit = (tx: Db, before: typeof deposits.$inferSelect, after: typeof deposits.$inferSelect, action: string) =>
        writeAudit(
          tx,
          {
            operatorId,
            action,
            recordType: "deposit",
            recordId: String(id),
            before: { status: before.status, number: trimZeros(before.number), currency_code: before.currencyCode },
            after: { status: after.status, usd_price: after.usdPrice && trimZeros(after.usdPrice), credit: after.credit, remark: after.remark },
            reason: after.remark,
          },
          now,
        );
      if (decision.kind === "approve") {
        return withAccount(userId, async (tx) => {
          const before = await find(tx.db, id);
          const usdPrice = await priceOf(tx.db, before);
          const credit = depositCredit(before.number, usdPrice);
          const after = await settle(tx.db, id, { status: DEPOSIT_FINISHED, usdPrice, credit, reviewedAt: now, reviewedBy: operatorId });
          await post(tx, { value: dec(credit), memo: "deposit", at: now });
          await audit(tx.db, before, after, AUDIT_ACTIONS.depositApprove);
          return told(after);
        });
      }
      const status = decision.kind === "reject" ? DEPOSIT_REJECTED : DEPOSIT_INVALID;
      return db.transaction(async (tx) => {
        const before = await find(tx, id);
        const after = await settle(tx, id, { status, remark: decision.remark, reviewedAt: now, reviewedBy: operatorId });
        await audit(tx, before, after, decision.kind === "reject" ? AUDIT_ACTIONS.depositReject : AUDIT_ACTIONS.depositInvalid);
        return told(after);
      });
    },
  };
}

export type DepositReviews = ReturnType<typeof createDepositReviews>;
