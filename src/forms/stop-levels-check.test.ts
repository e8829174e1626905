import { i18n } from "@lingui/core";
import { beforeAll, describe, expect, it } from "vitest";
import { ORDER_SELL } from "#domain/order.ts";
import { anOrder } from "#domain/testing/order-fixture.ts";
import { checkStops } from "./stop-levels-check.ts";

beforeAll(() => i18n.loadAndActivate({ locale: "en", messages: {} }));

const buy = anOrder({ UpdatePrice: "1.08100" });
const sell = anOrder({ OrderType: ORDER_SELL, UpdatePrice: "1.08100" });

describe("take profit and stop loss of an open position", () => {
  it("accepts levels on the right side of the closing price, and empty fields", () => {
    expect(checkStops(buy, { takeProfit: "1.09", stopLoss: "1.07" })).toEqual({});
    expect(checkStops(sell, { takeProfit: "1.07", stopLoss: "1.09" })).toEqual({});
    expect(checkStops(buy, { takeProfit: "", stopLoss: "0" })).toEqual({});
  });

  it("refuses a level that would fire at once, saying which side it belongs on", () => {
    expect(checkStops(buy, { takeProfit: "", stopLoss: "1.081" })).toEqual({ stopLoss: "For a buy the stop loss must be below 1.08100" });
    expect(checkStops(buy, { takeProfit: "1.08", stopLoss: "" })).toEqual({ takeProfit: "For a buy the take profit must be above 1.08100" });
    expect(checkStops(sell, { takeProfit: "", stopLoss: "1.08" })).toEqual({ stopLoss: "For a sell the stop loss must be above 1.08100" });
    expect(checkStops(sell, { takeProfit: "1.09", stopLoss: "" })).toEqual({ takeProfit: "For a sell the take profit must be below 1.08100" });
  });

  it("refuses what is not a price of 0 or more", () => {
    expect(checkStops(buy, { takeProfit: "-1", stopLoss: "1,07" })).toEqual({ takeProfit: "Enter a price of 0 or more", stopLoss: "Enter a price of 0 or more" });
  });

  it("checks a pending order's levels against its target when given one", () => {
    const pending = anOrder({ UpdatePrice: "1.08100" });
    expect(checkStops(pending, { takeProfit: "", stopLoss: "1.075" }, "1.07000")).toEqual({ stopLoss: "For a buy the stop loss must be below 1.07000" });
    expect(checkStops(pending, { takeProfit: "1.075", stopLoss: "1.06" }, "1.07000")).toEqual({});
  });
});
