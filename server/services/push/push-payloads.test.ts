import type { MessageDescriptor } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { ORDER_BUY, ORDER_CLOSED, type ClosedOrder, type CloseReason } from "#domain/order.ts";
import { FUNDS_MESSAGES } from "#server/i18n/funds-messages.ts";
import type { Values } from "#server/i18n/translator.ts";
import { closedOrderPayload, isNotifiedClose, reviewPayload, stopOutPayload } from "./push-payloads.ts";

/** Shows which message and values were asked for, so the test reads what a translator would receive. */
const spell = (descriptor: MessageDescriptor, values?: Values) => `${descriptor.id} ${JSON.stringify(values ?? {})}`;

const closed = (reason: CloseReason, profit: string): ClosedOrder => ({
  Id: 42,
  OrderType: ORDER_BUY,
  State: ORDER_CLOSED,
  Kind: 0,
  Quantity: "0.10",
  Price: "1.10000",
  OriginPrice: "1.10000",
  UpdatePrice: "1.08990",
  FactProfits: profit,
  CautionMoney: "110.000000",
  TradeFee: "0.110000",
  Swap: "0.000000",
  Multiple: 100,
  TargetLossPrice: "1.09000",
  TargetProfitPrice: "",
  CreateTimeHandler: "2026-11-26T10:00:00.000Z",
  ForexTradeLists: { Id: 1, Code: "EURUSD", ShowCode: "EUR/USD", PricePrecision: 5 },
  ClosePrice: "1.08990",
  CloseTimeHandler: "2026-11-26T10:05:00.000Z",
  CloseReason: reason,
});

describe("push payloads", () => {
  it("tells of a pending order that expired, at the price it waited for", () => {
    expect(isNotifiedClose("expired")).toBe(true);
    const payload = closedOrderPayload({ ...closed("expired", "0.000000"), ClosePrice: "" }, spell, "en");
    expect(payload).toEqual({
      title: 'server.push_expired_title {"code":"EUR/USD","lots":"0.1","price":"1.10000","profit":"0.00"}',
      body: 'server.push_expired_body {"code":"EUR/USD","lots":"0.1","price":"1.10000","profit":"0.00"}',
      url: "/order",
      tag: "order-42",
    });
  });

  it("notifies stop loss, take profit and stop-out, never the user's own close or cancel", () => {
    expect(["stop-loss", "take-profit", "stop-out"].every((reason) => isNotifiedClose(reason as CloseReason))).toBe(true);
    for (const reason of ["user", "cancelled", "no-margin"] as const) {
      expect(isNotifiedClose(reason)).toBe(false);
      expect(closedOrderPayload(closed(reason, "0"), spell, "en")).toBeNull();
    }
  });

  it("names the instrument, lots without trailing zeros, the close price and the signed result in cents", () => {
    expect(closedOrderPayload(closed("stop-loss", "-101.200000"), spell, "en")).toEqual({
      title: 'server.push_stop_loss_title {"code":"EUR/USD","lots":"0.1","price":"1.08990","profit":"-101.20"}',
      body: 'server.push_closed_body {"code":"EUR/USD","lots":"0.1","price":"1.08990","profit":"-101.20"}',
      url: "/order",
      tag: "order-42",
    });
    expect(closedOrderPayload(closed("take-profit", "55.555000"), spell, "en")!.body).toContain('"profit":"+55.56"');
    expect(closedOrderPayload(closed("stop-out", "-900"), spell, "en")!.body).toMatch(/^server\.push_stop_out_body /);
  });

  it("tells one stop-out once: a single position as its own close, several with their count and summed result", () => {
    expect(stopOutPayload([closed("stop-out", "-900")], spell, "en")).toEqual(closedOrderPayload(closed("stop-out", "-900"), spell, "en"));
    const second = { ...closed("stop-out", "-100.004"), Id: 43 };
    expect(stopOutPayload([closed("stop-out", "-900.5"), second], spell, "en")).toEqual({
      title: 'server.push_stop_out_many_title {"count":2,"profit":"-1,000.50"}',
      body: 'server.push_stop_out_many_body {"count":2,"profit":"-1,000.50"}',
      url: "/order",
      tag: "stop-out-42",
    });
    expect(stopOutPayload([], spell, "en")).toBeNull();
  });

  it("writes the lots, the price and the result as the PWA does in the browser's language", () => {
    const order = { ...closed("take-profit", "1234.5"), ClosePrice: "2650.1", ForexTradeLists: { Id: 2, Code: "XAUUSD", ShowCode: "XAU/USD", PricePrecision: 2 } };
    expect(closedOrderPayload(order, spell, "de")!.body).toContain('"lots":"0,1","price":"2.650,10","profit":"+1.234,50"');
    expect(closedOrderPayload(order, spell, "en")!.body).toContain('"price":"2,650.10","profit":"+1,234.50"');
  });

  it("says a decision in the e-mail's words and opens the page of that record", () => {
    const values = { number: "125", currency: "USDT", credit: "125", remark: "" };
    const decided = { userId: 7, kind: "deposit" as const, subject: FUNDS_MESSAGES.depositApprovedSubject, body: FUNDS_MESSAGES.depositApprovedBody, values };
    expect(reviewPayload(decided, spell)).toEqual({
      title: `server.deposit_approved_subject ${JSON.stringify(values)}`,
      body: `server.deposit_approved_body ${JSON.stringify(values)}`,
      url: "/mine/charge",
      tag: "review-deposit",
    });
    expect(reviewPayload({ ...decided, kind: "withdrawal" }, spell).url).toBe("/mine/withdraw");
    expect(reviewPayload({ ...decided, kind: "real-name" }, spell).url).toBe("/mine/auth");
  });
});
