import { msg } from "@lingui/core/macro";
import type { I18n } from "@lingui/core";
import { KIND_LIMIT, ORDER_BUY } from "#domain/order.ts";
import { formatSignedMoney, signDirection } from "#domain/format/format-signed.ts";
import type { PriceLine, Tone } from "./draw-price-lines.ts";
import type { LineRole, OrderLine } from "./order-lines.ts";

/** A level of the user's book as the chart draws it, with the order it belongs to. */
export interface ChartLine extends PriceLine {
  orderId: number;
  role: LineRole;
  /** The decimal price, as the order holds it. */
  level: string;
}

/** Stops and a pending order's price can be dragged; a position's entry cannot. */
export const isDraggable = (line: Pick<ChartLine, "role">) => line.role !== "position";

const TONE_OF_SIGN = { up: "up", down: "down", flat: "muted" } as const;

/** A signed amount in account money, coloured by its sign. */
export function signedDetail(amount: string, locale: string): { detail: string; detailTone: Tone } {
  return { detail: formatSignedMoney(amount, locale), detailTone: TONE_OF_SIGN[signDirection(amount)] };
}

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

/** The chart's labelled lines for the user's levels, in the current language; a position's carries its live P&L. */
export function priceLines(lines: readonly OrderLine[], i18n: I18n): ChartLine[] {
  return lines.map((line) => ({
    orderId: line.orderId,
    role: line.role,
    level: line.price,
    price: Number(line.price),
    label: labelOf(line, i18n),
    tone: line.role === "position" ? (line.direction === ORDER_BUY ? "up" : "down") : TONES[line.role],
    ...(line.profit === undefined ? {} : signedDetail(line.profit, i18n.locale)),
  }));
}
