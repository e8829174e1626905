import { describe, expect, it } from "vitest";
import { apiCacheKey, isCachedApiPath } from "./sw-cache-key.ts";

const BASE = "https://app.pipwise.test";

describe("apiCacheKey", () => {
  it("ignores the timestamp so repeated reads hit the same entry", () => {
    const a = apiCacheKey(`${BASE}/v1/api/forex/kline?forex_id=3&period=1min&t=1700000000000`, "en");
    const b = apiCacheKey(`${BASE}/v1/api/forex/kline?period=1min&t=1700000009999&forex_id=3`, "en");
    expect(a).toBe(b);
    expect(a).not.toContain("t=17");
  });

  it("keeps answers in different languages apart", () => {
    const url = `${BASE}/v1/api/forex/getCategories?t=1`;
    expect(apiCacheKey(url, "ar")).not.toBe(apiCacheKey(url, "jp"));
  });

  it("keeps different queries apart", () => {
    expect(apiCacheKey(`${BASE}/api/news/list?page=1`, "en")).not.toBe(apiCacheKey(`${BASE}/api/news/list?page=2`, "en"));
  });
});

describe("isCachedApiPath", () => {
  it("caches quotes, categories, sparklines, news and ranking", () => {
    for (const path of [
      "/v1/api/forex/trade_list",
      "/v1/api/forex/getCategories",
      "/v1/api/forex/abbreviated_cache_kline",
      "/api/news/list",
      "/api/news/info",
      "/api/follow/list",
    ]) {
      expect(isCachedApiPath(path), path).toBe(true);
    }
  });

  it("leaves chart candles to the page's own cache, which knows their age", () => {
    expect(isCachedApiPath("/v1/api/forex/kline")).toBe(false);
  });

  it("never caches account or order calls", () => {
    expect(isCachedApiPath("/v1/api/forex/my_deal")).toBe(false);
    expect(isCachedApiPath("/api/user/info")).toBe(false);
    expect(isCachedApiPath("/v1/api/main/wallet/getBalance")).toBe(false);
  });
});
