import { describe, expect, it } from "vitest";
import { isDesktopBrowser } from "./device.ts";

const CHROME_WINDOWS = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";
const SAFARI_MAC = "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15";
const CHROME_ANDROID = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Mobile Safari/537.36";
const SAFARI_IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1";

describe("isDesktopBrowser", () => {
  it("treats Windows and Mac browsers as desktop", () => {
    expect(isDesktopBrowser(CHROME_WINDOWS)).toBe(true);
    expect(isDesktopBrowser(SAFARI_MAC, 0)).toBe(true);
  });

  it("treats phones as mobile", () => {
    expect(isDesktopBrowser(CHROME_ANDROID)).toBe(false);
    expect(isDesktopBrowser(SAFARI_IPHONE)).toBe(false);
  });

  it("treats an iPad that reports a Mac user agent as mobile", () => {
    expect(isDesktopBrowser(SAFARI_MAC, 5)).toBe(false);
  });
});
