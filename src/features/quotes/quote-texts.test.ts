import { describe, expect, it } from "vitest";
import { changeClass, priceClass, quoteTexts, valuesClass } from "./quote-texts.ts";

const day = { Bid: "1.08621", Ask: "1.08639", High: "1.09", Low: "1.0705", Change: "-0.4234" };

describe("quoteTexts", () => {
  it("writes a row's prices at the instrument's precision, the change in percent and the spread in points", () => {
    expect(quoteTexts(day, 5, "en")).toEqual({ bid: "1.08621", ask: "1.08639", high: "1.09000", low: "1.07050", change: "-0.42%", spread: "18" });
  });

  it("writes them as the user's language does, the spread a bare number for its translated words", () => {
    const texts = quoteTexts(day, 5, "de");
    expect([texts.bid, texts.ask, texts.spread]).toEqual(["1,08621", "1,08639", "18"]);
    expect(texts.change).toMatch(/^-0,42\s?%$/);
  });

  it("writes a dash for a day's high and low a quote kept from an older version lacks", () => {
    const { High: _high, Low: _low, ...older } = day;
    expect(quoteTexts(older, 5, "en")).toMatchObject({ high: "--", low: "--" });
  });
});

describe("a row's classes", () => {
  it("grey a saved or stale row's values, and colour an open market's price and badge by direction", () => {
    expect([valuesClass(true), valuesClass(false)]).toEqual(["quote-values stale", "quote-values"]);
    expect([priceClass(true, "down"), priceClass(false, "down")]).toEqual(["quote-price num down", "quote-price num "]);
    expect(changeClass("up")).toBe("change-badge change-up num");
  });
});
