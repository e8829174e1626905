import { msg } from "@lingui/core/macro";
import type { I18n } from "@lingui/core";
import { KIND_LIMIT, ORDER_BUY } from "#domain/order.ts";
import type { PriceLine } from "./draw-price-lines.ts";
import type { OrderLine } from "./order-lines.ts";

function labelOf(line: OrderLine, i18n: I18n): string {
  const { lots } = line;
  const buy = line.direction === ORDER_BUY;
  switch (line.role) {
    case "position":
      return i18n._(buy ? msg`Buy ${lots}` : msg`Sell ${lots}`);
    case "pending":
      if (line.kind === KIND_LIMIT) return i18n._(buy ? msg`Buy limit ${lots}` : msg`Sell limit ${lots}`);
      return i18n._(buy ? msg`Buy stop ${lots}` : msg`Sell stop ${lots}`);
    case "stop-loss":
      return i18n._(msg({ message: "SL", context: "stop loss, a short label on a chart line" }));
    case "take-profit":
      return i18n._(msg({ message: "TP", context: "take profit, a short label on a chart line" }));
  }
}

const TONES = { "stop-loss": "down", "take-profit": "up", pending: "muted" } as const;

/** The chart's labelled lines for the user's levels, in the current language. */
export function priceLines(lines: readonly OrderLine[], i18n: I18n): PriceLine[] {
  return lines.map((line) => ({
    price: Number(line.price),
    label: labelOf(line, i18n),
    tone: line.role === "position" ? (line.direction === ORDER_BUY ? "up" : "down") : TONES[line.role],
  }));
}
