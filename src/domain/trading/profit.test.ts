import { describe, expect, it } from "vitest";
import { dec } from "../decimal.ts";
import { ORDER_BUY, ORDER_SELL } from "../order.ts";
import { profit } from "./profit.ts";

const JPY = dec(1).dividedBy("150.020").toString();

describe("profit: buy (price − open), sell (open − price), × lots × units, in USD", () => {
  it.each([
    // name, direction, open, price, lots, units, usd rate, expected
    ["EURUSD buy closed higher", ORDER_BUY, "1.10002", "1.10500", "1", "100000", "1", "498.000000"],
    ["EURUSD sell closed higher", ORDER_SELL, "1.10000", "1.10502", "1", "100000", "1", "-502.000000"],
    ["a fresh buy shows the spread as its loss", ORDER_BUY, "1.10002", "1.10000", "0.01", "100000", "1", "-0.020000"],
    ["USDJPY buy, converted at 1 ÷ the Ask at close", ORDER_BUY, "150.020", "151.000", "1", "100000", dec(1).dividedBy("151.020").toString(), "648.920673"],
    ["EURGBP sell, converted at GBPUSD Bid", ORDER_SELL, "0.85000", "0.84500", "2", "100000", "1.25", "1250.000000"],
    ["GER40 sell (EUR), converted at EURUSD Bid", ORDER_SELL, "23845.7", "23900.0", "1", "1", "1.1", "-59.730000"],
    ["JPN225 buy (JPY), converted at 1 ÷ USDJPY Ask", ORDER_BUY, "48718", "48600", "0.1", "100", JPY, "-7.865618"],
    ["UKOIL buy", ORDER_BUY, "63.96", "65.00", "0.5", "1000", "1", "520.000000"],
    ["half a millionth rounds up", ORDER_BUY, "1", "1.0000005", "1", "1", "1", "0.000001"],
    ["minus half a millionth rounds away from zero", ORDER_SELL, "1", "1.0000005", "1", "1", "1", "-0.000001"],
  ] as const)("%s", (_name, direction, openPrice, price, lots, units, usdRate, expected) => {
    expect(profit({ direction, openPrice, price, lots, units, usdRate })).toBe(expected);
  });
});
