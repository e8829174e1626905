import { describe, expect, it } from "vitest";
import { ORDER_BUY, ORDER_SELL } from "../order.ts";
import { QUOTES } from "../testing/quotes.ts";
import { closingPrice, openingPrice } from "./prices.ts";

describe("the side of the quote an order trades at", () => {
  it.each([
    ["buy", ORDER_BUY, "1.10002", "1.10000"],
    ["sell", ORDER_SELL, "1.10000", "1.10002"],
  ] as const)("a %s opens at %s and closes (is valued) at %s", (_name, direction, opens, closes) => {
    expect(openingPrice(direction, QUOTES.EURUSD!)).toBe(opens);
    expect(closingPrice(direction, QUOTES.EURUSD!)).toBe(closes);
  });
});
