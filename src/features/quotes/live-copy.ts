import { changeDirection } from "#domain/format/format-price.ts";
import { MARKET_OPEN, type Quote } from "#domain/instrument.ts";
import { changeClass, priceClass, quoteTexts, valuesClass } from "./quote-texts.ts";

const part = (row: Element, testId: string) => row.querySelector<HTMLElement>(`[data-testid="${testId}"]`);

/**
 * Writes a live quote into its row of home's kept copy (src/features/quotes/home-snapshot.ts), as
 * the app's row would show it, and marks it live. A row whose market opened or closed since the copy
 * was kept stays saved: the copy has no words for the other state, which the app draws shortly.
 */
export function paintLiveQuote(copy: ParentNode, quote: Quote, locale: string): void {
  const row = copy.querySelector(`[data-testid="quote-row"][data-code="${CSS.escape(quote.Code)}"]`);
  const values = row && part(row, "quote-values");
  const badge = row && part(row, "quote-change");
  const open = quote.MarketStatus === MARKET_OPEN;
  if (!row || !values || !badge || badge.classList.contains("change-closed") === open) return;
  const texts = quoteTexts(quote, Number(values.dataset.places), locale);
  const direction = changeDirection(quote.Change);
  const write = (testId: string, text: string) => part(row, testId)?.replaceChildren(text);
  write("quote-ask", texts.ask);
  write("quote-high", texts.high);
  write("quote-low", texts.low);
  const price = part(row, "quote-price");
  if (price) {
    price.replaceChildren(texts.bid);
    price.className = priceClass(open, direction);
  }
  if (open) {
    badge.className = changeClass(direction);
    badge.replaceChildren(texts.change);
  }
  const spread = part(row, "quote-spread");
  // "{spread} pts" comes translated: its number is the one part the copy can rewrite.
  if (spread?.dataset.points && spread.textContent) {
    spread.textContent = spread.textContent.replace(spread.dataset.points, texts.spread);
    spread.dataset.points = texts.spread;
  }
  values.className = valuesClass(false);
  values.removeAttribute("data-saved");
}
