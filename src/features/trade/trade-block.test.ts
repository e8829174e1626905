import { describe, expect, it } from "vitest";
import { STALE_AFTER_MS, tradeBlock, type TradeConditions } from "./trade-block.ts";

const tradable: TradeConditions = { leverageOptions: 4, online: true, marketOpen: true, lastTickAt: 1000, now: 1000 };

describe("tradeBlock", () => {
  it("lets an open, leveraged, freshly quoted instrument trade online", () => {
    expect(tradeBlock(tradable)).toBeUndefined();
    expect(tradeBlock({ ...tradable, now: 1000 + STALE_AFTER_MS - 1 })).toBeUndefined();
  });

  it("blocks an instrument with no leverage configured, whatever else holds", () => {
    expect(tradeBlock({ ...tradable, leverageOptions: 0, online: false, marketOpen: false })).toBe("no-leverage");
  });

  it("blocks a closed market", () => {
    expect(tradeBlock({ ...tradable, marketOpen: false })).toBe("market-closed");
  });

  it("blocks an open market after 10 s without a tick, not a closed one", () => {
    expect(tradeBlock({ ...tradable, now: 1000 + STALE_AFTER_MS })).toBe("stale-prices");
    expect(tradeBlock({ ...tradable, marketOpen: false, now: 1000 + STALE_AFTER_MS })).toBe("market-closed");
  });

  it("blocks an offline device before judging its last known market", () => {
    expect(tradeBlock({ ...tradable, online: false, marketOpen: false })).toBe("offline");
  });
});
