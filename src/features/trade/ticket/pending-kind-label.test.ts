import { describe, expect, it } from "vitest";
import { setupI18n } from "@lingui/core";
import { ORDER_BUY, ORDER_SELL, type OrderDirection } from "#domain/order.ts";
import { pendingKindLabel } from "./pending-kind-label.ts";

const QUOTE = { Bid: "1.10000", Ask: "1.10020" };
const i18n = setupI18n({ locale: "en", messages: { en: {} } });

describe("pendingKindLabel", () => {
  it.each<[OrderDirection, string, string]>([
    [ORDER_BUY, "1.09000", "Buy limit"],
    [ORDER_BUY, "1.11000", "Buy stop"],
    [ORDER_SELL, "1.11000", "Sell limit"],
    [ORDER_SELL, "1.09000", "Sell stop"],
  ])("names a pending order of direction %i at %s a %s, against the Ask for a buy and the Bid for a sell", (direction, price, label) => {
    expect(i18n._(pendingKindLabel(direction, price, QUOTE))).toBe(label);
  });

  it("calls a buy between the Bid and the Ask a limit, as the server will", () => {
    expect(i18n._(pendingKindLabel(ORDER_BUY, "1.10010", QUOTE))).toBe("Buy limit");
  });
});
