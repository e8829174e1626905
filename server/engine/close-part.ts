import type { ClosePartRequest } from "#domain/contract/trading.ts";
import { quantity } from "#domain/format/number-value.ts";
import { ORDER_HOLDING, type ClosedOrder } from "#domain/order.ts";
import { partProblem, type PartProblem } from "#domain/trading/partial-close.ts";
import { closingPrice } from "#domain/trading/prices.ts";
import type { MessageDescriptor } from "@lingui/core";
import { TRADING_MESSAGES } from "../i18n/trading-messages.ts";
import { DomainError } from "../platform/domain-error.ts";
import { createCatalogRepo } from "../store/catalog-repo.ts";
import type { EngineCore } from "./engine-core.ts";
import { keyOf, ownOrder } from "./order-changes.ts";
import { toClosedOrder } from "./order-wire.ts";
import { quoteOrFail } from "./valuation.ts";

const PART_MESSAGES: Record<PartProblem, MessageDescriptor> = {
  "part-min": TRADING_MESSAGES.lotsBelowMinimum,
  "part-step": TRADING_MESSAGES.lotsNotStep,
  "part-too-many": TRADING_MESSAGES.partTooMany,
  "part-leaves-too-few": TRADING_MESSAGES.partLeavesTooFew,
};

/**
 * /v1/api/forex/close_part: closes `cont` lots of the caller's position at the market. The part is
 * answered as a closed order of its own; the rest stays open under the position's id.
 */
export function closePart(core: EngineCore, userId: number, request: ClosePartRequest, idempotencyKey?: string): Promise<ClosedOrder> {
  return core.batched(
    userId,
    async (tx, at) => {
      const order = await ownOrder(core, tx, request.id);
      if (order.state !== ORDER_HOLDING) throw new DomainError("invalid", TRADING_MESSAGES.notHolding, { id: request.id });
      const instrument = (await createCatalogRepo(tx.db).instrument(order.instrumentId))!;
      const problem = partProblem(request.cont, { held: order.lots, minLots: instrument.minLots, step: instrument.pip });
      if (problem) {
        throw new DomainError("invalid", PART_MESSAGES[problem], { id: order.id, lots: quantity(order.lots), min: quantity(instrument.minLots), step: quantity(instrument.pip) });
      }
      const price = closingPrice(order.direction, quoteOrFail(order.code, core.quoteOf));
      return toClosedOrder(await core.actions.closePart(tx, order, request.cont, price, at));
    },
    keyOf(userId, "forex.close_part", idempotencyKey, request),
    1,
  );
}
