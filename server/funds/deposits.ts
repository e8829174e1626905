import { and, asc, count, desc, eq } from "drizzle-orm";
import type { CoinDepositRequest, DepositInfo, DepositPage, WireDepositRequest } from "#domain/contract/funds.ts";
import { DEPOSIT_PAGE_SIZE } from "#domain/contract/funds.ts";
import { DEPOSIT_COIN, DEPOSIT_UNCHECKED, DEPOSIT_WIRE, DEPOSITS_WAITING_MAX, type DepositType } from "#domain/funds.ts";
import type { LanguageCode } from "#domain/locales.ts";
import { FUNDS_MESSAGES } from "../i18n/funds-messages.ts";
import type { Clock } from "../platform/clock.ts";
import { DomainError } from "../platform/domain-error.ts";
import { runOnce } from "../platform/idempotency.ts";
import type { Db } from "../store/db.ts";
import { depositChannels, deposits, users, wireBanks } from "../store/schema.ts";
import { uploadIdOf, userUploadUrl } from "../services/uploads/upload-urls.ts";
import { uploadNotFound, type Uploads } from "../services/uploads/uploads.ts";
import { depositAmountOrFail } from "./deposit-amount.ts";
import { channelWire, depositWire, wireBankWire, wireDestination } from "./deposit-wire.ts";

type NewDeposit = Omit<typeof deposits.$inferInsert, "userId" | "number" | "proofUpload" | "lang" | "createdAt">;

/** A user's side of deposits (quickCharge): the ways to pay, sending a deposit, and its records. */
export function createDeposits(db: Db, uploads: Uploads, clock: Clock) {
  /**
   * Stores one deposit, at most once per Idempotency-Key. The proof must be the caller's own upload
   * and prove no other deposit (a unique index decides that, also between two sends at once). The
   * user's row is locked while the waiting deposits are counted, so sends at once cannot pass the cap
   * together. NO KEY UPDATE: the key claimed just before holds a KEY SHARE lock on that row (its foreign
   * key), which FOR UPDATE would wait on in every other send, a deadlock.
   */
  async function store(userId: number, proofUrl: string, number: string, lang: LanguageCode, key: string | undefined, params: unknown, destination: (tx: Db) => Promise<NewDeposit>) {
    const amount = depositAmountOrFail(number);
    const proof = uploadIdOf(proofUrl);
    if (!proof) throw uploadNotFound();
    const now = new Date(clock.now());
    const idempotency = key === undefined ? undefined : { userId, scope: "deposit", key, params };
    return runOnce(db, idempotency, now, async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("no key update");
      const [waiting] = await tx.select({ n: count() }).from(deposits).where(and(eq(deposits.userId, userId), eq(deposits.status, DEPOSIT_UNCHECKED)));
      if ((waiting?.n ?? 0) >= DEPOSITS_WAITING_MAX) throw new DomainError("limited", FUNDS_MESSAGES.tooManyWaiting, { count: DEPOSITS_WAITING_MAX });
      const record = await destination(tx);
      await uploads.claim(tx, { userId }, [proof]);
      const [stored] = await tx
        .insert(deposits)
        .values({ ...record, userId, number: amount, proofUpload: proof, lang, createdAt: now })
        .onConflictDoNothing({ target: deposits.proofUpload })
        .returning({ id: deposits.id });
      if (!stored) throw new DomainError("invalid", FUNDS_MESSAGES.proofUsed);
      return { id: stored.id };
    });
  }

  return {
    async info(): Promise<DepositInfo> {
      const [coin] = await db.select({ n: count() }).from(depositChannels).where(eq(depositChannels.enabled, true));
      const banks = await db.selectDistinct({ coin: wireBanks.bankCoin }).from(wireBanks).where(eq(wireBanks.enabled, true)).orderBy(asc(wireBanks.bankCoin));
      return { coin: (coin?.n ?? 0) > 0, bank_coins: banks.map((b) => b.coin) };
    },

    async channels() {
      const rows = await db.select().from(depositChannels).where(eq(depositChannels.enabled, true)).orderBy(asc(depositChannels.currencyCode), asc(depositChannels.id));
      return rows.map(channelWire);
    },

    async wireBanks(bankCoin: string) {
      const rows = await db.select().from(wireBanks).where(and(eq(wireBanks.enabled, true), eq(wireBanks.bankCoin, bankCoin))).orderBy(asc(wireBanks.id));
      return rows.map(wireBankWire);
    },

    /** A coin deposit. `address`, when sent, must still be the channel's: a page left open may show an old one. */
    submitCoin(userId: number, input: CoinDepositRequest, lang: LanguageCode, key?: string) {
      return store(userId, input.proofImg, input.number, lang, key, input, async (tx) => {
        const [channel] = await tx.select().from(depositChannels).where(and(eq(depositChannels.id, input.charge_id), eq(depositChannels.enabled, true)));
        if (!channel) throw new DomainError("not-found", FUNDS_MESSAGES.channelNotFound);
        if (input.address !== undefined && input.address.trim() !== channel.address) throw new DomainError("conflict", FUNDS_MESSAGES.channelAddressChanged);
        return { type: DEPOSIT_COIN, channelId: channel.id, currencyCode: channel.currencyCode, protocolCode: channel.protocolCode, address: channel.address };
      });
    },

    submitWire(userId: number, input: WireDepositRequest, lang: LanguageCode, key?: string) {
      return store(userId, input.proofImg, input.number, lang, key, input, async (tx) => {
        const [bank] = await tx.select().from(wireBanks).where(and(eq(wireBanks.id, input.wire_id), eq(wireBanks.enabled, true)));
        if (!bank) throw new DomainError("not-found", FUNDS_MESSAGES.wireBankNotFound);
        return { type: DEPOSIT_WIRE, wireBankId: bank.id, currencyCode: bank.bankCoin, protocolCode: null, address: wireDestination(bank) };
      });
    },

    /** The user's deposits of one type, newest first. */
    async page(userId: number, type: DepositType, page: number): Promise<DepositPage> {
      const mine = and(eq(deposits.userId, userId), eq(deposits.type, type));
      const rows = await db.select().from(deposits).where(mine).orderBy(desc(deposits.id)).limit(DEPOSIT_PAGE_SIZE).offset((page - 1) * DEPOSIT_PAGE_SIZE);
      const [total] = await db.select({ n: count() }).from(deposits).where(mine);
      return { data: rows.map((row) => depositWire(row, userUploadUrl(row.proofUpload))), total: total?.n ?? 0 };
    },
  };
}

export type Deposits = ReturnType<typeof createDeposits>;
