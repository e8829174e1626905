import "fake-indexeddb/auto";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Instrument } from "#domain/instrument.ts";
import { PipwiseDb } from "./schema.ts";
import { openStoreSession } from "./testing/open-store-session.ts";

const instrument = (Id: number, Code: string) => ({ Id, Code }) as Instrument;

let db: PipwiseDb;

beforeEach(() => {
  db = new PipwiseDb(`store-api-${crypto.randomUUID()}`);
});

afterEach(async () => {
  await db.delete();
});

function sessionWithAnswers() {
  const session = openStoreSession(db);
  const answers = new Map<number, unknown[]>();
  void session.api.listen((watchId, value) => answers.set(watchId, [...(answers.get(watchId) ?? []), value]));
  return { session, answers: (watchId: number) => answers.get(watchId) ?? [] };
}

describe("a tab's door to the database", () => {
  it("answers a watch at once and again after each change it covers", async () => {
    const { session, answers } = sessionWithAnswers();
    await session.api.watch(1, { name: "instruments" });
    await vi.waitFor(() => expect(answers(1)).toEqual([undefined]));

    await session.api.storeTradeList({ instruments: [instrument(7, "EURUSD"), instrument(3, "XAUUSD")], categories: [], lang: "en", fetchedAt: 1 });
    await vi.waitFor(() => expect(answers(1)).toHaveLength(2));
    expect((answers(1)[1] as Instrument[]).map((row) => row.Code)).toEqual(["EURUSD", "XAUUSD"]);

    await session.api.storeTradeList({ instruments: [], categories: [], lang: "en", fetchedAt: 2 });
    await vi.waitFor(() => expect(answers(1).at(-1)).toEqual([]));
  });

  it("stops answering a watch once it is unwatched, and every watch once the tab's session closes", async () => {
    const { session, answers } = sessionWithAnswers();
    await session.api.watch(1, { name: "sparkline", forexId: 7 });
    await session.api.watch(2, { name: "meta", key: "basicInfo" });
    await vi.waitFor(() => expect([answers(1), answers(2)]).toEqual([[undefined], [undefined]]));

    await session.api.unwatch(1);
    await session.api.storeSparkline({ forexId: 7, period: "15min", closes: ["1.1"], fetchedAt: 1 });
    await session.api.writeMeta("basicInfo", { pc_url: "https://pipwise.test" });
    await vi.waitFor(() => expect(answers(2)).toEqual([undefined, { pc_url: "https://pipwise.test" }]));

    // A tab still open sees the next write; by then the closed session would have seen it too.
    const witness = sessionWithAnswers();
    await witness.session.api.watch(1, { name: "meta", key: "basicInfo" });
    await vi.waitFor(() => expect(witness.answers(1)).toHaveLength(1));
    session.close();
    await session.api.writeMeta("basicInfo", { pc_url: "" });
    await vi.waitFor(() => expect(witness.answers(1).at(-1)).toEqual({ pc_url: "" }));
    expect(answers(1)).toEqual([undefined]);
    expect(answers(2)).toHaveLength(2);
  });

  it("tells each tab about another tab's writes (a SharedWorker serves them all)", async () => {
    const watching = sessionWithAnswers();
    const writer = openStoreSession(db);
    await watching.session.api.watch(1, { name: "categories", lang: "fr" });
    await vi.waitFor(() => expect(watching.answers(1)).toEqual([[]]));

    await writer.api.storeCategories("fr", [{ Id: 2, NameShowTrans: "Métaux" }, { Id: 1, NameShowTrans: "Devises" }]);
    await vi.waitFor(() =>
      expect(watching.answers(1).at(-1)).toEqual([{ Id: 2, NameShowTrans: "Métaux" }, { Id: 1, NameShowTrans: "Devises" }]),
    );
    expect(await writer.api.hasCategories("fr")).toBe(true);
    expect(await writer.api.hasCategories("de")).toBe(false);
  });
});
