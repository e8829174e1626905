import { useRef } from "react";
import { dec } from "#domain/decimal.ts";
import type { Direction } from "#domain/format/format-price.ts";

/** Whether a live price last moved up or down; it keeps its colour until the next move. */
export function usePriceMove(price: string): Direction {
  const seen = useRef({ price, move: "flat" as Direction });
  if (seen.current.price !== price) {
    const before = seen.current.price;
    const move: Direction = before && price ? (dec(price).greaterThan(before) ? "up" : dec(price).lessThan(before) ? "down" : seen.current.move) : "flat";
    seen.current = { price, move };
  }
  return seen.current.move;
}
