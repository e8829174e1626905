import { describe, expect, it } from "vitest";
import { desktopSiteTarget } from "./desktop-site.ts";

const here = new URL("https://m.pipwise.example/trade?id=3#chart");

describe("the desktop site", () => {
  it("takes a desktop browser to the same page there", () => {
    expect(desktopSiteTarget("https://pc.pipwise.example", here, true)).toBe("https://pc.pipwise.example/trade?id=3#chart");
  });

  it("keeps phones, and everyone when no desktop site is configured", () => {
    expect(desktopSiteTarget("https://pc.pipwise.example", here, false)).toBeNull();
    expect(desktopSiteTarget("", here, true)).toBeNull();
  });

  it("never sends the desktop site to itself", () => {
    expect(desktopSiteTarget("https://pc.pipwise.example", new URL("https://pc.pipwise.example/news"), true)).toBeNull();
  });
});
