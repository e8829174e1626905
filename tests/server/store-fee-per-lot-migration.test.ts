import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";
import { openPglite } from "#server/store/drivers/pglite.ts";
import { openStore } from "#server/store/open-store.ts";
import { instruments } from "#server/store/schema.ts";
import { migrationsBefore, seedOlderCatalog } from "./helpers/older-store.ts";

const root = await mkdtemp(join(tmpdir(), "pipwise-fee-per-lot-"));
afterAll(() => rm(root, { recursive: true, force: true }));

it("gives a catalog stored before fees per lot existed the seed's fee per lot, keeping its share of the margin", async () => {
  const dataDir = join(root, "data");
  const old = await openPglite(dataDir);
  await old.migrate(await migrationsBefore(root, "0016_instrument_fee_per_lot"));
  await seedOlderCatalog(old.db);
  await old.close();

  const store = await openStore({ dataDir, databaseUrl: undefined });
  try {
    const rows = await store.db.select({ code: instruments.code, share: instruments.feeRate, perLot: instruments.feePerLot }).from(instruments);
    const byCode = new Map(rows.map((row) => [row.code, row]));
    expect(byCode.get("EURUSD")).toEqual({ code: "EURUSD", share: "0.005", perLot: "5" });
    expect(byCode.get("XAUUSD")?.perLot).toBe("7");
    expect(byCode.get("US500")?.perLot).toBe("2");
    expect(byCode.get("BTCUSD")?.perLot).toBe("50");
    expect(byCode.get("DOGEUSD")?.perLot).toBe("0.0001");
    expect(rows.filter((row) => Number(row.perLot) <= 0)).toEqual([]);
  } finally {
    await store.close();
  }
});
