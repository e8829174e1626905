import { describe, expect, it } from "vitest";
import { tradeBlock, type TradeConditions } from "./trade-block.ts";

const tradable: TradeConditions = { leverageOptions: 4, online: true, marketOpen: true, pricesSilent: false };

describe("tradeBlock", () => {
  it("lets an open, leveraged, freshly quoted instrument trade online", () => {
    expect(tradeBlock(tradable)).toBeUndefined();
  });

  it("blocks an instrument with no leverage configured, whatever else holds", () => {
    expect(tradeBlock({ ...tradable, leverageOptions: 0, online: false, marketOpen: false })).toBe("no-leverage");
  });

  it("blocks a closed market", () => {
    expect(tradeBlock({ ...tradable, marketOpen: false })).toBe("market-closed");
  });

  it("blocks an open market whose prices went silent, not a closed one", () => {
    expect(tradeBlock({ ...tradable, pricesSilent: true })).toBe("stale-prices");
    expect(tradeBlock({ ...tradable, marketOpen: false, pricesSilent: true })).toBe("market-closed");
  });

  it("blocks an offline device before judging its last known market", () => {
    expect(tradeBlock({ ...tradable, online: false, marketOpen: false })).toBe("offline");
  });
});
