import { i18n } from "@lingui/core";
import { afterEach, describe, expect, it } from "vitest";
import { ORDER_BUY, ORDER_CLOSED, type ClosedOrder } from "#domain/order.ts";
import { toasts } from "#state/toasts.ts";
import { announceBookEvents } from "./trading-toasts.ts";

const stopLoss: ClosedOrder = {
  Id: 7,
  OrderType: ORDER_BUY,
  State: ORDER_CLOSED,
  Kind: 0,
  Quantity: "0.01",
  Price: "1.10000",
  OriginPrice: "1.10000",
  UpdatePrice: "1.08990",
  FactProfits: "-1821.820000",
  CautionMoney: "11.000000",
  TradeFee: "0.011000",
  Swap: "0.000000",
  Multiple: 100,
  TargetLossPrice: "1.09000",
  TargetProfitPrice: "",
  CreateTimeHandler: "2026-11-26T10:00:00.000Z",
  ForexTradeLists: { Id: 1, Code: "EURUSD", ShowCode: "EUR/USD", PricePrecision: 5 },
  ClosePrice: "1.0899",
  CloseTimeHandler: "2026-11-26T10:05:00.000Z",
  CloseReason: "stop-loss",
};

const shown = (locale: string) => {
  i18n.loadAndActivate({ locale, messages: {} });
  announceBookEvents({ closed: [stopLoss], notices: [] }, new Set());
  return toasts.items.at(-1)?.text;
};

afterEach(() => {
  toasts.items.splice(0);
});

describe("trading toasts", () => {
  it("tells a close's result in account money and its price with the instrument's digits", () => {
    expect(shown("en")).toBe("Stop loss closed EUR/USD at 1.08990, profit -1,821.82");
  });

  it("tells that a pending order expired, at the price it waited for", () => {
    i18n.loadAndActivate({ locale: "en", messages: {} });
    announceBookEvents({ closed: [{ ...stopLoss, Id: 8, Kind: 1, ClosePrice: "", CloseReason: "expired" }], notices: [] }, new Set());
    expect(toasts.items.at(-1)?.text).toBe("Your pending EUR/USD order at 1.10000 expired and was cancelled");
  });

  it("writes the numbers with the separators of the user's language", () => {
    expect(shown("de")).toContain("at 1,08990, profit -1.821,82");
  });

  it("writes a margin call's level with the percent sign where the language puts it", () => {
    const warned = (locale: string) => {
      i18n.loadAndActivate({ locale, messages: {} });
      announceBookEvents({ closed: [], notices: [{ Notice: "margin-call", MarginLevel: "97.456" }] }, new Set());
      return toasts.items.at(-1)?.text;
    };
    expect(warned("en")).toContain("margin level is 97.46%.");
    expect(warned("fr")).toContain("margin level is 97,46\u00a0%.");
    expect(warned("tr")).toContain("margin level is %97,46.");
  });
});
