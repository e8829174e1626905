import type uPlot from "uplot";
import { TAG_HEIGHT, drawAxisTag } from "./axis-tag.ts";

/** The live quote: numbers place the lines, the labels are the decimal prices as the buttons show them. */
export interface LiveQuote {
  bid: number;
  ask: number;
  bidLabel: string;
  askLabel: string;
}

export interface LiveColours {
  bid: string;
  ask: string;
  /** On the tags, over the bid or ask colour. */
  tagText: string;
  font: string;
}

/**
 * uPlot draw hook: a solid line at the bid (where the candles close) and a dotted one at the ask,
 * across the plot, each with its price tagged on the price scale; the ask's tag sits above the
 * bid's when the spread is too narrow for both. Returns the labels drawn (levels outside the
 * price range are not).
 */
export function drawLiveLines(u: uPlot, quote: LiveQuote, colours: LiveColours): { bid?: string; ask?: string } {
  const { ctx, bbox } = u;
  const pxRatio = globalThis.devicePixelRatio || 1;
  const inside = (y: number) => y >= bbox.top && y <= bbox.top + bbox.height;
  const yBid = Math.round(u.valToPos(quote.bid, "y", true));
  const yAsk = Math.round(u.valToPos(quote.ask, "y", true));
  const level = (y: number, colour: string, dash: number[]) => {
    ctx.save();
    ctx.strokeStyle = colour;
    ctx.lineWidth = Math.max(1, Math.round(pxRatio));
    ctx.setLineDash(dash);
    ctx.beginPath();
    ctx.moveTo(bbox.left, y);
    ctx.lineTo(bbox.left + bbox.width, y);
    ctx.stroke();
    ctx.restore();
  };
  const drawn: { bid?: string; ask?: string } = {};
  if (inside(yAsk)) {
    level(yAsk, colours.ask, [2 * pxRatio, 2 * pxRatio]);
    const above = inside(yBid) ? Math.min(yAsk, yBid - TAG_HEIGHT * pxRatio) : yAsk;
    drawn.ask = drawAxisTag(u, "price", above, quote.askLabel, { background: colours.ask, text: colours.tagText, font: colours.font });
  }
  if (inside(yBid)) {
    level(yBid, colours.bid, []);
    drawn.bid = drawAxisTag(u, "price", yBid, quote.bidLabel, { background: colours.bid, text: colours.tagText, font: colours.font });
  }
  return drawn;
}
