import { asc, eq } from "drizzle-orm";
import type { ChannelConfig, ChannelInput, WireBankConfig, WireBankInput } from "#domain/contract/back-office-funds.ts";
import type { WithdrawCurrencyConfig, WithdrawCurrencyInput } from "#domain/contract/back-office-withdraw.ts";
import { WITHDRAW_CRYPTO } from "#domain/withdraw.ts";
import { networkIsCheckable } from "../funds/address-check.ts";
import { currencyWire } from "../funds/draw-methods.ts";
import { WITHDRAW_MESSAGES } from "../i18n/withdraw-messages.ts";
import { AUDIT_ACTIONS } from "#domain/contract/back-office.ts";
import { dec } from "#domain/decimal.ts";
import { channelWire, trimZeros, wireBankWire } from "../funds/deposit-wire.ts";
import { FUNDS_MESSAGES } from "../i18n/funds-messages.ts";
import { DomainError } from "../platform/domain-error.ts";
import type { Db } from "../store/db.ts";
import { depositChannels, wireBanks, withdrawCurrencies } from "../store/schema.ts";
import { saveAudited } from "./save-audited.ts";

const channelConfig = (row: typeof depositChannels.$inferSelect): ChannelConfig => ({ ...channelWire(row), usd_price: trimZeros(row.usdPrice), enabled: row.enabled });
const withdrawCurrencyConfig = (row: typeof withdrawCurrencies.$inferSelect): WithdrawCurrencyConfig => ({ ...currencyWire(row), enabled: row.enabled });
const wireBankConfig = (row: typeof wireBanks.$inferSelect): WireBankConfig => ({ ...wireBankWire(row), usd_price: trimZeros(row.usdPrice), enabled: row.enabled });

function positivePrice(text: string): string {
  if (dec(text).lte(0)) throw new DomainError("invalid", FUNDS_MESSAGES.priceNotPositive);
  return text;
}

const channelRow = (input: ChannelInput) => ({
  currencyCode: input.currency_code,
  protocolCode: input.protocol_code.trim(),
  address: input.address.trim(),
  usdPrice: positivePrice(input.usd_price),
  enabled: input.enabled,
});

const wireBankRow = (input: WireBankInput) => ({
  bankCoin: input.bank_coin,
  bankName: input.bank_name.trim(),
  bankAddress: input.bank_address.trim(),
  bankSwift: input.bank_swift,
  payeeName: input.payee_name.trim(),
  payeeAccount: input.payee_account.trim(),
  bankRemark: (input.bank_remark ?? "").trim(),
  usdPrice: positivePrice(input.usd_price),
  enabled: input.enabled,
});

/** A coin's network must be one whose addresses the server can check, or nobody could bind an address for it. */
function withdrawCurrencyRow(input: WithdrawCurrencyInput) {
  const protocol = input.type === WITHDRAW_CRYPTO ? input.protocol.trim() : "";
  if (input.type === WITHDRAW_CRYPTO && !networkIsCheckable(protocol)) throw new DomainError("invalid", WITHDRAW_MESSAGES.networkUnsupported, { network: protocol });
  return { type: input.type, code: input.code, protocol, drawRate: input.draw_rate, feeType: input.fee_type, usdPrice: positivePrice(input.usd_price), enabled: input.enabled };
}

/**
 * Operators configure where users send money: coin channels and wire bank accounts. Nothing is
 * deleted (past deposits name them); closing one hides it from users. A saved change is no longer
 * a sample: an operator has made it theirs.
 */
export function createFundsConfig(db: Db) {
  return {
    channels: async () => (await db.select().from(depositChannels).orderBy(asc(depositChannels.id))).map(channelConfig),

    saveChannel(operatorId: number, id: number | null, input: ChannelInput, now: Date): Promise<ChannelConfig> {
      const values = { ...channelRow(input), sample: false, updatedAt: now };
      return saveAudited(db, operatorId, id, {
        find: async (tx, id) => (await tx.select().from(depositChannels).where(eq(depositChannels.id, id)).for("update"))[0],
        update: async (tx, id) => (await tx.update(depositChannels).set(values).where(eq(depositChannels.id, id)).returning())[0]!,
        insert: async (tx) => (await tx.insert(depositChannels).values(values).returning())[0]!,
        show: channelConfig,
        actions: { create: AUDIT_ACTIONS.channelCreate, update: AUDIT_ACTIONS.channelUpdate },
        recordType: "deposit_channel",
        missing: FUNDS_MESSAGES.channelMissing,
      }, now);
    },

    wireBanks: async () => (await db.select().from(wireBanks).orderBy(asc(wireBanks.id))).map(wireBankConfig),

    saveWireBank(operatorId: number, id: number | null, input: WireBankInput, now: Date): Promise<WireBankConfig> {
      const values = { ...wireBankRow(input), sample: false, updatedAt: now };
      return saveAudited(db, operatorId, id, {
        find: async (tx, id) => (await tx.select().from(wireBanks).where(eq(wireBanks.id, id)).for("update"))[0],
        update: async (tx, id) => (await tx.update(wireBanks).set(values).where(eq(wireBanks.id, id)).returning())[0]!,
        insert: async (tx) => (await tx.insert(wireBanks).values(values).returning())[0]!,
        show: wireBankConfig,
        actions: { create: AUDIT_ACTIONS.wireBankCreate, update: AUDIT_ACTIONS.wireBankUpdate },
        recordType: "wire_bank",
        missing: FUNDS_MESSAGES.wireBankMissing,
      }, now);
    },

    withdrawCurrencies: async () => (await db.select().from(withdrawCurrencies).orderBy(asc(withdrawCurrencies.id))).map(withdrawCurrencyConfig),

    saveWithdrawCurrency(operatorId: number, id: number | null, input: WithdrawCurrencyInput, now: Date): Promise<WithdrawCurrencyConfig> {
      const values = { ...withdrawCurrencyRow(input), sample: false, updatedAt: now };
      return saveAudited(db, operatorId, id, {
        find: async (tx, id) => (await tx.select().from(withdrawCurrencies).where(eq(withdrawCurrencies.id, id)).for("update"))[0],
        update: async (tx, id) => (await tx.update(withdrawCurrencies).set(values).where(eq(withdrawCurrencies.id, id)).returning())[0]!,
        insert: async (tx) => (await tx.insert(withdrawCurrencies).values(values).returning())[0]!,
        show: withdrawCurrencyConfig,
        actions: { create: AUDIT_ACTIONS.withdrawCurrencyCreate, update: AUDIT_ACTIONS.withdrawCurrencyUpdate },
        recordType: "withdraw_currency",
        missing: WITHDRAW_MESSAGES.currencyNotFound,
      }, now);
    },
  };
}

export type FundsConfig = ReturnType<typeof createFundsConfig>;
