import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";

/** Debian's Chromium where Playwright cannot download its own; Playwright's browser where it can. */
export function chromiumExecutable(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  if (existsSync("/usr/bin/chromium")) return "/usr/bin/chromium";
  const bundled = chromium.executablePath();
  return existsSync(bundled) ? bundled : undefined;
}

/** Flags that keep headless Chromium quiet on a machine with no outside network. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
