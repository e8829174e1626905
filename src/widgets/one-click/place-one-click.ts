import { submitOrder } from "#api/trading.ts";
import type { SubmitRequest } from "#domain/contract/trading.ts";
import type { Instrument } from "#domain/instrument.ts";
import { SUBMIT_MARKET, type OrderDirection } from "#domain/order.ts";
import { receiveOrder } from "#data/orders/facade.ts";

/**
 * One tap: a market order at once through the ticket's own call, at the instrument's first
 * leverage, with no stops. Each tap is an action of its own, so each gets a new Idempotency-Key;
 * the answer (placed, or why not) is toasted by the call in the user's language.
 */
export async function placeOneClick(instrument: Instrument, direction: OrderDirection, lots: string): Promise<void> {
  const fields: SubmitRequest = {
    type: direction,
    cont: lots,
    forex_id: instrument.Id,
    status: SUBMIT_MARKET,
    target_price: "",
    stop_loss_price: "",
    target_profit_price: "",
    multiple: instrument.HasForexMultiple[0]?.Value ?? 1,
  };
  receiveOrder(await submitOrder(fields, crypto.randomUUID()));
}
