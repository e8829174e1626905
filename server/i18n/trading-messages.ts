import type { MessageDescriptor } from "@lingui/core";

/** Texts of the trading calls (submit, close, cancel, stops, the account), marked for `lingui extract`. */
export const TRADING_MESSAGES = {
  orderPlaced: /*i18n*/ { id: "server.order_placed", message: "Order placed" },
  positionClosed: /*i18n*/ { id: "server.position_closed", message: "Position closed" },
  orderCancelled: /*i18n*/ { id: "server.order_cancelled", message: "Order cancelled" },
  stopsSet: /*i18n*/ { id: "server.stops_set", message: "Take profit and stop loss saved" },
  trailingSet: /*i18n*/ { id: "server.trailing_set", message: "Trailing stop saved" },
  trailingRemoved: /*i18n*/ { id: "server.trailing_removed", message: "Trailing stop removed" },
  trailingTooClose: /*i18n*/ {
    id: "server.trailing_too_close",
    message: "A trailing stop must trail by at least {min} points ({distance})",
  },
  trailingTooFar: /*i18n*/ { id: "server.trailing_too_far", message: "A trailing stop can trail by at most {max} points" },
  trailingStepTooLarge: /*i18n*/ { id: "server.trailing_step_too_large", message: "The trailing step can be at most the distance, {points} points" },

  noLeverage: /*i18n*/ { id: "server.no_leverage", message: "This instrument has no leverage configured and cannot be traded" },
  leverageNotOffered: /*i18n*/ { id: "server.leverage_not_offered", message: "Leverage {multiple} is not offered for this instrument; choose one of: {allowed}" },
  lotsBelowMinimum: /*i18n*/ { id: "server.lots_below_minimum", message: "The minimum order is {min} lots" },
  lotsNotStep: /*i18n*/ { id: "server.lots_not_step", message: "Lots must be a multiple of {step}" },
  marketClosed: /*i18n*/ { id: "server.market_closed", message: "The market is closed; try again when it opens" },
  pendingNeedsPrice: /*i18n*/ { id: "server.pending_needs_price", message: "Enter the price a pending order waits for" },
  stopLossBelow: /*i18n*/ { id: "server.stop_loss_below", message: "A buy's stop loss must be below {price}" },
  stopLossAbove: /*i18n*/ { id: "server.stop_loss_above", message: "A sell's stop loss must be above {price}" },
  takeProfitAbove: /*i18n*/ { id: "server.take_profit_above", message: "A buy's take profit must be above {price}" },
  takeProfitBelow: /*i18n*/ { id: "server.take_profit_below", message: "A sell's take profit must be below {price}" },
  notEnoughMargin: /*i18n*/ {
    id: "server.not_enough_margin",
    message: "Not enough free margin: the order needs {needed} USD for margin and fee, {available} USD is available",
  },
  noUsdRate: /*i18n*/ { id: "server.no_usd_rate", message: "No price converts {currency} into US dollars right now; try again later" },
  noPrice: /*i18n*/ { id: "server.no_price", message: "There is no price for {code} right now; try again later" },

  orderNotFound: /*i18n*/ { id: "server.order_not_found", message: "No order with id {id}" },
  notHolding: /*i18n*/ { id: "server.not_holding", message: "Order {id} is not an open position" },
  notPending: /*i18n*/ { id: "server.not_pending", message: "Order {id} is not a pending order" },
  orderClosed: /*i18n*/ { id: "server.order_closed", message: "Order {id} is already closed" },
  partClosed: /*i18n*/ { id: "server.part_closed", message: "Part of the position closed" },
  partTooMany: /*i18n*/ { id: "server.part_too_many", message: "Order {id} holds only {lots} lots" },
  partLeavesTooFew: /*i18n*/ { id: "server.part_leaves_too_few", message: "Leave at least {min} lots open, or close all of it" },
  positionsClosed: /*i18n*/ { id: "server.positions_closed", message: "{count, plural, one {# position closed} other {# positions closed}}" },
  orderModified: /*i18n*/ { id: "server.order_modified", message: "Pending order changed" },
  limitSide: /*i18n*/ { id: "server.limit_side", message: "A limit order waits for a better price than the market ({price}); for a price beyond it place a stop order" },
  stopSide: /*i18n*/ { id: "server.stop_side", message: "A stop order waits for a price beyond the market ({price}); for a better price place a limit order" },
  expiryMissing: /*i18n*/ { id: "server.expiry_missing", message: "Choose the date and time the order expires" },
  expiryPast: /*i18n*/ { id: "server.expiry_past", message: "The expiry must be later than now" },
  idempotencyKeyReused: /*i18n*/ {
    id: "server.idempotency_key_reused",
    message: "This Idempotency-Key was already used for a different request; send a new key",
  },
} satisfies Record<string, MessageDescriptor>;
