import { dec } from "#domain/decimal.ts";
import { ORDER_HOLDING, type AccountDetail, type Order, type ShownAccount } from "#domain/order.ts";
import { accountFigures } from "#domain/trading/account-figures.ts";

/**
 * The server's account detail with the figures that follow the open positions (net value, available
 * prepayment, current margin, prepayment ratio) worked out again from their latest
 * FactProfits and margin, by the same function the engine uses. The balance stays the server's.
 */
export function liveAccountDetail(detail: AccountDetail, orders: readonly Order[]): ShownAccount {
  const { risk_rate, ...shown } = detail;
  let floatingProfit = dec(0);
  let usedMargin = dec(0);
  for (const order of orders) {
    if (order.State !== ORDER_HOLDING) continue;
    floatingProfit = floatingProfit.plus(order.FactProfits || 0);
    usedMargin = usedMargin.plus(order.CautionMoney || 0);
  }
  const figures = accountFigures({ balance: detail.balance, floatingProfit, usedMargin });
  return {
    ...shown,
    net_value: figures.netValue,
    available_prepayment: figures.availablePrepayment,
    current_margin: figures.currentMargin,
    prepayment_ratio: figures.prepaymentRatio,
  };
}

