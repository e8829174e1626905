import { describe, expect, it } from "vitest";
import { ORDER_PENDING, type AccountDetail } from "#domain/order.ts";
import { anOrder } from "#domain/testing/order-fixture.ts";
import { liveAccountDetail } from "./account-figures-live.ts";

const detail: AccountDetail = {
  balance: "1000.000000", lock_balance: "50.000000", net_value: "1000.000000", available_prepayment: "1000.000000",
  current_margin: "0.000000", risk_rate: "0.00", prepayment_ratio: "", stop_out_level: "50", margin_call_level: "100",
};

describe("live account figures", () => {
  it("recomputes equity, free margin and the margin level from the open positions' live profit and margin", () => {
    const orders = [
      anOrder({ Id: 1, FactProfits: "-25.500000", CautionMoney: "100.000000" }),
      anOrder({ Id: 2, FactProfits: "5.500000", CautionMoney: "100.000000" }),
      anOrder({ Id: 3, State: ORDER_PENDING, FactProfits: "0", CautionMoney: "400.000000" }),
    ];
    const { risk_rate, ...shown } = detail;
    expect(liveAccountDetail(detail, orders)).toEqual({
      ...shown,
      net_value: "980.000000",
      available_prepayment: "780.000000",
      current_margin: "200.000000",
      prepayment_ratio: "490.00",
    });
  });

  it("keeps the server's balance and lock balance, and shows no margin level with no margin in use", () => {
    expect(liveAccountDetail(detail, [])).toMatchObject({ balance: "1000.000000", lock_balance: "50.000000", prepayment_ratio: "" });
  });

  it("leaves out the answer's risk rate, which no screen shows", () => {
    expect(liveAccountDetail({ ...detail, risk_rate: "20.41" }, [])).not.toHaveProperty("risk_rate");
  });
});
