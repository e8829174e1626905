import type { Db } from "../store/db.ts";
import { WITHDRAW_BANK, WITHDRAW_CRYPTO } from "#domain/withdraw.ts";
import { WITHDRAW_FEE_FIXED, WITHDRAW_FEE_SHARE } from "#domain/withdraw-amounts.ts";
import { depositChannels, wireBanks, withdrawCurrencies } from "../store/schema.ts";

const NOT_REAL = "Sample only: nothing sent here arrives. Replace it in the back office.";

/**
 * The embedded default's first start: deposit channels, wire accounts and withdrawal currencies to
 * try deposits and withdrawals with, each marked `sample` (the PWA says so beside it) and named so that nobody takes them for
 * the broker's real accounts. An operator's first save of one makes it a real one.
 */
export async function seedFundSamples(db: Db, at: Date): Promise<void> {
  const sample = { sample: true, updatedAt: at };
  await db.insert(depositChannels).values([
    { ...sample, currencyCode: "USDT", protocolCode: "TRC20", address: "SAMPLE-USDT-TRC20-NOT-A-REAL-ADDRESS", usdPrice: "1" },
    { ...sample, currencyCode: "USDT", protocolCode: "ERC20", address: "SAMPLE-USDT-ERC20-NOT-A-REAL-ADDRESS", usdPrice: "1" },
    { ...sample, currencyCode: "BTC", protocolCode: "Bitcoin", address: "SAMPLE-BTC-NOT-A-REAL-ADDRESS", usdPrice: "90000" },
  ]);
  await db.insert(wireBanks).values([
    {
      ...sample,
      bankCoin: "USD",
      bankName: "Sample Bank (not a real account)",
      bankAddress: "1 Sample Street, New York, NY, United States",
      bankSwift: "SMPLUS33",
      payeeName: "Pipwise Sample Payee",
      payeeAccount: "SAMPLE-000000000",
      bankRemark: NOT_REAL,
      usdPrice: "1",
    },
    {
      ...sample,
      bankCoin: "EUR",
      bankName: "Sample Bank Europe (not a real account)",
      bankAddress: "1 Sample Square, Frankfurt, Germany",
      bankSwift: "SMPLDEFF",
      payeeName: "Pipwise Sample Payee",
      payeeAccount: "SAMPLE-DE00000000000000000000",
      bankRemark: NOT_REAL,
      usdPrice: "1.08",
    },
  ]);
  // usd_price of a withdraw currency is what one USD pays in it: 1 USDT, 0.92 EUR, 1/90,000 BTC.
  await db.insert(withdrawCurrencies).values([
    { ...sample, type: WITHDRAW_CRYPTO, code: "USDT", protocol: "TRC20", feeType: WITHDRAW_FEE_FIXED, drawRate: "1", usdPrice: "1" },
    { ...sample, type: WITHDRAW_CRYPTO, code: "USDT", protocol: "ERC20", feeType: WITHDRAW_FEE_FIXED, drawRate: "5", usdPrice: "1" },
    { ...sample, type: WITHDRAW_CRYPTO, code: "BTC", protocol: "Bitcoin", feeType: WITHDRAW_FEE_SHARE, drawRate: "0.005", usdPrice: "0.0000111111" },
    { ...sample, type: WITHDRAW_BANK, code: "USD", protocol: "", feeType: WITHDRAW_FEE_FIXED, drawRate: "25", usdPrice: "1" },
    { ...sample, type: WITHDRAW_BANK, code: "EUR", protocol: "", feeType: WITHDRAW_FEE_SHARE, drawRate: "0.001", usdPrice: "0.92" },
  ]);
}
