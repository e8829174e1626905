import type { Db } from "../db.ts";
import { depositChannels, wireBanks } from "../schema.ts";

const NOT_REAL = "Sample only: nothing sent here arrives. Replace it in the back office.";

/**
 * The embedded default's first start: deposit channels and wire accounts to try the deposit flow
 * with, each marked `sample` (the PWA says so beside it) and named so that nobody takes them for
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
}
