import { KIND_MARKET, ORDER_BUY, ORDER_HOLDING, type Order } from "../order.ts";

/** A held EURUSD buy for tests; `changes` replaces any field. */
export function anOrder(changes: Partial<Order> = {}): Order {
  return {
    Id: 1,
    OrderType: ORDER_BUY,
    State: ORDER_HOLDING,
    Kind: KIND_MARKET,
    Quantity: "0.01",
    Price: "1.08000",
    OriginPrice: "1.08000",
    UpdatePrice: "1.08100",
    FactProfits: "1.00",
    CautionMoney: "10.80",
    TradeFee: "0.05",
    Swap: "0.000000",
    Multiple: 100,
    TargetLossPrice: "",
    TargetProfitPrice: "",
    CreateTimeHandler: "2026-11-23T09:00:00.000Z",
    ForexTradeLists: { Id: 1, Code: "EURUSD", ShowCode: "EUR/USD", PricePrecision: 5 },
    ...changes,
  };
}
