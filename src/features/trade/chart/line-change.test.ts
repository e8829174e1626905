import { describe, expect, it } from "vitest";
import { KIND_LIMIT, ORDER_PENDING } from "#domain/order.ts";
import { EXPIRY_AT, EXPIRY_GTC } from "#domain/trading/expiry.ts";
import { anOrder } from "#domain/testing/order-fixture.ts";
import { levelChange } from "./line-change.ts";

describe("levelChange", () => {
  const held = anOrder({ Id: 4, TargetLossPrice: "1.07000", TargetProfitPrice: "1.09000" });

  it("moves a held position's dragged stop through set_stop_price, keeping the other", () => {
    expect(levelChange(held, "stop-loss", "1.07500")).toEqual({ call: "set-stops", fields: { id: 4, stop_loss_price: "1.07500", target_profit_price: "1.09000" } });
    expect(levelChange(held, "take-profit", "1.09500")).toEqual({ call: "set-stops", fields: { id: 4, stop_loss_price: "1.07000", target_profit_price: "1.09500" } });
  });

  it("moves a pending order's price or stop through modify_pending, keeping its other levels and expiry", () => {
    const pending = anOrder({ Id: 9, State: ORDER_PENDING, Kind: KIND_LIMIT, Price: "1.07500", TargetLossPrice: "1.07000", TargetProfitPrice: "" });
    expect(levelChange(pending, "pending", "1.07300")).toEqual({
      call: "modify-pending",
      fields: { id: 9, target_price: "1.07300", stop_loss_price: "1.07000", target_profit_price: "", expiry: EXPIRY_GTC },
    });
    const expiring = { ...pending, ExpireTimeHandler: "2026-12-01T12:00:00.000Z" };
    expect(levelChange(expiring, "stop-loss", "1.06800")).toEqual({
      call: "modify-pending",
      fields: { id: 9, target_price: "1.07500", stop_loss_price: "1.06800", target_profit_price: "", expiry: EXPIRY_AT, expires_at: Date.UTC(2026, 11, 1, 12) / 1000 },
    });
  });
});
