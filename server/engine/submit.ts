import { dec } from "#domain/decimal.ts";
import type { SubmitRequest } from "#domain/contract/trading.ts";
import { quantity } from "#domain/format/number-value.ts";
import {
  KIND_MARKET,
  ORDER_BUY,
  ORDER_HOLDING,
  ORDER_PENDING,
  ORDER_SELL,
  SUBMIT_PENDING,
  type Order,
  type OrderDirection,
} from "#domain/order.ts";
import { pendingKind } from "#domain/trading/pending.ts";
import { openingPrice } from "#domain/trading/prices.ts";
import { MESSAGES } from "../i18n/messages.ts";
import { TRADING_MESSAGES } from "../i18n/trading-messages.ts";
import { DomainError } from "../platform/domain-error.ts";
import type { InstrumentRow } from "../store/catalog-repo.ts";
import { noteLive } from "./account-tx.ts";
import type { EngineCore } from "./engine-core.ts";
import type { LiveOrder } from "./live-order.ts";
import { toWireOrder } from "./order-wire.ts";
import { insertOrder } from "./order-writes.ts";
import { checkPrecision, checkStops, levelOf } from "./order-rules.ts";
import { checkRoom, expiryTime } from "./pending-rules.ts";
import { quoteOrFail, rateOf } from "./valuation.ts";

/** The refusals that need no account: leverage, lots, market hours, prices. */
function checkOrder(core: EngineCore, instrument: InstrumentRow, request: SubmitRequest): void {
  const options = instrument.leverageOptions;
  if (options.length === 0) throw new DomainError("invalid", TRADING_MESSAGES.noLeverage);
  if (!options.includes(request.multiple)) {
    throw new DomainError("invalid", TRADING_MESSAGES.leverageNotOffered, { multiple: request.multiple, allowed: options.join(", ") });
  }
  const lots = dec(request.cont);
  if (lots.lessThan(instrument.minLots)) throw new DomainError("invalid", TRADING_MESSAGES.lotsBelowMinimum, { min: quantity(instrument.minLots) });
  if (!lots.mod(instrument.pip).isZero()) throw new DomainError("invalid", TRADING_MESSAGES.lotsNotStep, { step: quantity(instrument.pip) });
  if (!core.isOpen(instrument.code)) throw new DomainError("invalid", TRADING_MESSAGES.marketClosed);
}

/**
 * /v1/api/forex/submit: a market order opens at Ask (buy) or Bid (sell) with its fee booked; a
 * pending order waits, as a limit or a stop, for its price (no margin held, no fee until it fills;
 * the same margin check is made now and again at fill). Every refusal changes nothing.
 */
export async function submitOrder(core: EngineCore, userId: number, request: SubmitRequest, idempotencyKey?: string): Promise<Order> {
  const instrument = await core.instrument(request.forex_id);
  if (!instrument) throw new DomainError("not-found", MESSAGES.unknownInstrument, { id: request.forex_id });
  checkOrder(core, instrument, request);
  const direction: OrderDirection = request.type === ORDER_BUY ? ORDER_BUY : ORDER_SELL;
  const pending = request.status === SUBMIT_PENDING;
  const target = levelOf(request.target_price);
  if (pending && target === null) throw new DomainError("invalid", TRADING_MESSAGES.pendingNeedsPrice);
  const stopLoss = levelOf(request.stop_loss_price);
  const takeProfit = levelOf(request.target_profit_price);
  checkPrecision("target_price", pending ? target : null, instrument.pricePrecision);
  checkPrecision("stop_loss_price", stopLoss, instrument.pricePrecision);
  checkPrecision("target_profit_price", takeProfit, instrument.pricePrecision);
  rateOf(instrument.quoteCurrency, core.quoteOf);

  const key = idempotencyKey ? { userId, scope: "forex.submit", key: idempotencyKey, params: request } : undefined;
  return core.batched(
    userId,
    async (tx, at) => {
      // The price is read under the lock: the order opens at the quote of the moment it is booked.
      const quote = quoteOrFail(instrument.code, core.quoteOf);
      const entry = pending ? target! : openingPrice(direction, quote);
      checkStops(direction, entry, instrument.pricePrecision, { stopLoss: stopLoss ?? undefined, takeProfit: takeProfit ?? undefined });
      const order: Omit<LiveOrder, "id"> = {
        userId,
        instrumentId: instrument.id,
        code: instrument.code,
        showCode: instrument.showCode,
        pricePrecision: instrument.pricePrecision,
        direction,
        kind: pending ? pendingKind(direction, entry, quote) : KIND_MARKET,
        state: pending ? ORDER_PENDING : ORDER_HOLDING,
        lots: request.cont,
        units: instrument.contractSize,
        quoteCurrency: instrument.quoteCurrency,
        marginMode: instrument.marginMode,
        feeRate: instrument.feeRate,
        feePerLot: instrument.feePerLot,
        leverage: request.multiple,
        targetPrice: pending ? entry : null,
        openPrice: pending ? null : entry,
        margin: "0.000000",
        fee: "0.000000",
        stopLoss,
        takeProfit,
        trailingPoints: null,
        trailingStep: null,
        closePrice: null,
        profit: null,
        closeReason: null,
        swap: "0.000000",
        swapDay: null,
        createdAt: at,
        openedAt: pending ? null : at,
        closedAt: null,
        expiresAt: pending ? expiryTime(request.expiry, request.expires_at, at.getTime()) : null,
      };
      const room = await core.actions.headroom(tx, order, entry);
      checkRoom(room);
      if (!pending) Object.assign(order, { margin: room.cost.margin, fee: room.cost.fee });
      const placed: LiveOrder = { ...order, id: await insertOrder(tx, order) };
      if (!pending) await core.actions.chargeFee(tx, placed.id, order.fee, at);
      noteLive(tx, placed);
      return toWireOrder(placed, core.quoteOf);
    },
    key,
    1,
  );
}
