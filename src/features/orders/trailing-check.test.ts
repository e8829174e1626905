import { i18n } from "@lingui/core";
import { beforeAll, describe, expect, it } from "vitest";
import { ORDER_SELL } from "#domain/order.ts";
import { anOrder } from "#domain/testing/order-fixture.ts";
import { checkTrailing, trailingPreview } from "./trailing-check.ts";

beforeAll(() => i18n.loadAndActivate({ locale: "en", messages: {} }));

const buy = anOrder({ Price: "1.08000", UpdatePrice: "1.08100", TargetLossPrice: "" });
const sell = anOrder({ OrderType: ORDER_SELL, Price: "1.08000", UpdatePrice: "1.08100", TargetLossPrice: "" });

describe("the trailing stop of an open position", () => {
  it("accepts whole points from 15, a step up to the distance, and an empty distance that removes it", () => {
    expect(checkTrailing(buy, { points: "15", step: "" })).toEqual({});
    expect(checkTrailing(buy, { points: "20", step: "20" })).toEqual({});
    expect(checkTrailing(buy, { points: "", step: "5" })).toEqual({});
  });

  it("refuses what the server refuses, in the instrument's precision", () => {
    expect(checkTrailing(buy, { points: "14", step: "" })).toEqual({ points: "Trail by at least 15 points (0.00015)" });
    expect(checkTrailing(buy, { points: "20", step: "21" })).toEqual({ step: "The step can be at most the distance, 20 points" });
    expect(checkTrailing(buy, { points: "2.5", step: "" })).toEqual({ points: "Enter a whole number of points" });
    expect(checkTrailing(buy, { points: "20", step: "-1" })).toEqual({ step: "Enter a whole number of points" });
  });

  it("shows where the stop loss would go: now when the position is far enough in profit, else at which price", () => {
    expect(trailingPreview(buy, { points: "50", step: "" })).toBe("The stop loss moves to 1.08050 at the next tick");
    expect(trailingPreview(buy, { points: "200", step: "" })).toBe("The stop loss moves to 1.08000 once the price reaches 1.08200");
    expect(trailingPreview(sell, { points: "50", step: "" })).toBe("The stop loss moves to 1.08000 once the price reaches 1.07950");
    expect(trailingPreview(buy, { points: "", step: "" })).toBeUndefined();
  });
});
