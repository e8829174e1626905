import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ORDER_HOLDING, type MarginCallNotice, type Order, type OrderList } from "#domain/order.ts";
import { accountLogs } from "#server/store/schema.ts";
import { dataOf } from "./helpers/envelope.ts";
import { scriptedTrading } from "./helpers/scripted-trading.ts";
import { closeMarket, expectLedgerBalanced, reopenMarket, setPrice, trade, type Trader } from "./helpers/trading.ts";

const desk = scriptedTrading();

const buy = async (who: Trader, lots: string) =>
  dataOf<Order>(await trade(desk.server, "/v1/api/forex/submit", { forex_id: desk.eurusd, multiple: 500, cont: lots, type: 1, status: 1 }, who));

describe("stop-out", () => {
  it("warns at the margin call, closes the biggest loser first and stops once the level is back above the stop-out level", async () => {
    const account = await desk.trader();
    await setPrice(desk.server, "EURUSD", "1.10000");
    // 60 lots at 1:500 hold about 13,200 USD of margin, 30 more lots a while later about 6,540.
    const early = await buy(account, "60");
    await setPrice(desk.server, "EURUSD", "1.09000");
    const late = await buy(account, "30");
    // At 1.08600 equity is about 3,700 of 19,740 margin (19 %): the 60 lots lose about 84,000 and go;
    // the 30 lots left lose about 12,000 against a balance of about 15,800: 57 %, above 50 %.
    await setPrice(desk.server, "EURUSD", "1.08600");
    const notice = (await account.socket.trade((item) => "Notice" in item)) as MarginCallNotice;
    expect(notice.Notice).toBe("margin-call");
    expect(Number(notice.MarginLevel)).toBeLessThan(50);
    expect(await account.socket.closed(early.Id)).toMatchObject({ CloseReason: "stop-out", ClosePrice: "1.08600" });
    const holding = await dataOf<OrderList>(await trade(desk.server, "/v1/api/forex/my_deal", { status: ORDER_HOLDING }, account));
    expect(holding.data.map((order) => order.Id)).toEqual([late.Id]);
    await expectLedgerBalanced(desk.server, account.userId);
  });

  it("writes a balance a gap took below zero back to zero by a ledger row of its own", async () => {
    const account = await desk.trader();
    await setPrice(desk.server, "EURUSD", "1.10000");
    const order = await buy(account, "90");
    await closeMarket(desk.server, "EURUSD");
    // 90 lots × 100,000 × 0.12 = 1,080,000 USD lost across the gap, ten times the balance.
    await reopenMarket(desk.server, "EURUSD", "0.98000");
    expect(await account.socket.closed(order.Id)).toMatchObject({ CloseReason: "stop-out", ClosePrice: "0.98000" });
    const log = await desk.server.server.store.db.select().from(accountLogs).where(eq(accountLogs.userId, account.userId)).orderBy(desc(accountLogs.id)).limit(2);
    expect(log.map((row) => row.memo)).toEqual(["negative_balance_reset", "trade_loss"]);
    expect(log[0]!.balanceAfter).toBe("0.000000");
    expect(await expectLedgerBalanced(desk.server, account.userId)).toBe("0.000000");
  });
});
