import { describe, expect, it } from "vitest";
import { localizedInstrumentName } from "./instrument-name.ts";

describe("instrument names in the caller's language", () => {
  it.each([
    ["EUR/USD", "Euro / US Dollar", "hk", "歐元 / 美元"],
    ["USD/JPY", "US Dollar / Japanese Yen", "jp", "米ドル / 日本円"],
    ["XAU/USD", "Gold / US Dollar", "ar", "ذهب / دولار أمريكي"],
    ["EUR/USD", "Euro / US Dollar", "en", "Euro / US Dollar"],
  ] as const)("%s in %s", (showCode, name, lang, expected) => {
    expect(localizedInstrumentName(showCode, name, lang)).toBe(expected);
  });

  it("keeps the catalog's name for a side that is not a currency", () => {
    expect(localizedInstrumentName("BTC/USD", "Bitcoin / US Dollar", "de")).toBe("Bitcoin / US-Dollar");
    expect(localizedInstrumentName("DOGE/USD", "Dogecoin / US Dollar", "hk")).toBe("Dogecoin / 美元");
  });

  it("leaves single names such as stocks and indices alone", () => {
    expect(localizedInstrumentName("AAPL", "Apple Inc.", "kr")).toBe("Apple Inc.");
    expect(localizedInstrumentName("US500", "US 500", "fr")).toBe("US 500");
  });
});
