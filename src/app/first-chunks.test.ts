import { describe, expect, it } from "vitest";
import { earlyFetches, type FirstChunks } from "./first-chunks.ts";

const chunks: FirstChunks = {
  pages: { "/trade": ["/assets/trade-page-a.js", "/assets/trade-page-b.css"] },
  catalogs: { en: "/assets/en-c.js", "zh-Hant": "/assets/zh-Hant-d.js" },
  realtime: "/assets/realtime-e.js",
};

describe("earlyFetches", () => {
  it("fetches the page's chunks and, on a first visit, the page language's catalog", () => {
    expect(earlyFetches(chunks, "/trade", "zh-Hant", true)).toEqual(["/assets/trade-page-a.js", "/assets/trade-page-b.css", "/assets/zh-Hant-d.js"]);
  });

  it("leaves the catalog to the one kept on the device on a return visit", () => {
    expect(earlyFetches(chunks, "/trade", "en", false)).toEqual(["/assets/trade-page-a.js", "/assets/trade-page-b.css"]);
  });

  it("fetches nothing of a page whose code comes with the main bundle, nor of a path that is no page", () => {
    expect(earlyFetches(chunks, "/", "en", false)).toEqual([]);
    expect(earlyFetches(chunks, "/constructor", "xx", true)).toEqual([]);
  });
});
