import { i18n } from "@lingui/core";
import { beforeAll, describe, expect, it } from "vitest";
import { dec } from "#domain/decimal.ts";
import { KIND_LIMIT, KIND_STOP, ORDER_PENDING, ORDER_SELL } from "#domain/order.ts";
import { anOrder } from "#domain/testing/order-fixture.ts";
import { dragProblem, levelResults, lineVerdict } from "./line-drag-rules.ts";

beforeAll(() => i18n.loadAndActivate({ locale: "en", messages: {} }));

const quote = { Bid: "1.08100", Ask: "1.08120" };
const buy = anOrder({ Price: "1.08000", TargetLossPrice: "1.07000", TargetProfitPrice: "1.09000" });
const sell = anOrder({ OrderType: ORDER_SELL, Price: "1.08000" });
const buyLimit = anOrder({ State: ORDER_PENDING, Kind: KIND_LIMIT, Price: "1.07500", TargetLossPrice: "1.07000" });
const sellStop = anOrder({ State: ORDER_PENDING, Kind: KIND_STOP, OrderType: ORDER_SELL, Price: "1.07500" });

describe("dragProblem: what the server would refuse, before release", () => {
  it("takes a held position's stops on their side of the price it closes at now", () => {
    expect(dragProblem(buy, "stop-loss", "1.08050", quote)).toBeUndefined();
    expect(dragProblem(buy, "take-profit", "1.08150", quote)).toBeUndefined();
    expect(dragProblem(sell, "stop-loss", "1.08200", quote)).toBeUndefined();
  });

  it("refuses a held position's stop dragged past the live closing price, naming it", () => {
    expect(dragProblem(buy, "stop-loss", "1.08100", quote)).toBe("For a buy the stop loss must be below 1.08100");
    expect(dragProblem(buy, "take-profit", "1.08050", quote)).toBe("For a buy the take profit must be above 1.08100");
    expect(dragProblem(sell, "stop-loss", "1.08110", quote)).toBe("For a sell the stop loss must be above 1.08120");
  });

  it("checks a pending order's stops against its target", () => {
    expect(dragProblem(buyLimit, "stop-loss", "1.07400", quote)).toBeUndefined();
    expect(dragProblem(buyLimit, "stop-loss", "1.07600", quote)).toBe("For a buy the stop loss must be below 1.07500");
  });

  it("refuses a pending price dragged to the market's other side, where its kind would change", () => {
    expect(dragProblem(buyLimit, "pending", "1.08000", quote)).toBeUndefined();
    expect(dragProblem(buyLimit, "pending", "1.08200", quote)).toBe("A buy limit must stay below 1.08120");
    expect(dragProblem(sellStop, "pending", "1.08200", quote)).toBe("A sell stop must stay below 1.08100");
  });

  it("refuses a pending price dragged past its own stop loss", () => {
    expect(dragProblem(buyLimit, "pending", "1.06900", quote)).toBe("For a buy the stop loss must be below 1.06900");
  });
});

describe("levelResults: a stop's result if hit, by the engine's profit rule", () => {
  const units = "100000";

  it("books a moved stop's profit or loss from the entry, in USD", () => {
    expect(levelResults(buy, "stop-loss", "1.07500", units, dec(1))).toEqual([{ role: "stop-loss", amount: "-5.000000" }]);
    expect(levelResults(sell, "take-profit", "1.07000", units, dec(1))).toEqual([{ role: "take-profit", amount: "10.000000" }]);
  });

  it("gives each stop's result from a moved pending price", () => {
    const order = { ...buyLimit, TargetProfitPrice: "1.09000" };
    expect(levelResults(order, "pending", "1.08000", units, dec(1))).toEqual([
      { role: "stop-loss", amount: "-10.000000" },
      { role: "take-profit", amount: "10.000000" },
    ]);
  });

  it("converts through the quote currency's USD rate, and gives nothing without one", () => {
    expect(levelResults(buy, "take-profit", "1.09000", units, dec("0.5"))).toEqual([{ role: "take-profit", amount: "5.000000" }]);
    expect(levelResults(buy, "take-profit", "1.09000", units, undefined)).toEqual([]);
  });
});

describe("lineVerdict", () => {
  it("shows a refused drag's reason, else a moved stop's result coloured by its sign", () => {
    expect(lineVerdict(buy, "stop-loss", "1.08200", quote, "100000", dec(1))).toEqual({ problem: "For a buy the stop loss must be below 1.08100" });
    expect(lineVerdict(buy, "stop-loss", "1.07500", quote, "100000", dec(1))).toEqual({ detail: "-5.00", detailTone: "down" });
    expect(lineVerdict(buy, "take-profit", "1.09500", quote, "100000", dec(1))).toEqual({ detail: "+15.00", detailTone: "up" });
  });
});
