import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { expect, type Browser, type BrowserContextOptions, type Page } from "@playwright/test";

export interface JsFile {
  name: string;
  gzipBytes: number;
}

const gzipSize = (body: Buffer) => gzipSync(body, { level: 9 }).length;

/** The home page is ready once its rows show prices. */
async function homeShowsPrices(page: Page): Promise<void> {
  await expect.poll(() => page.locator('[data-testid="quote-row"]').count(), { timeout: 30_000 }).toBeGreaterThan(0);
  await expect(page.locator('[data-testid="quote-price"]').first()).toHaveText(/\d/);
}

/** The chart page is ready once its header shows a price and its chart has drawn. */
export async function chartShowsCandles(page: Page): Promise<void> {
  await expect(page.getByTestId("trade-price")).toHaveText(/\d/, { timeout: 30_000 });
  await expect(page.locator('[data-testid="chart"] canvas').first()).toBeVisible({ timeout: 30_000 });
}

/**
 * Every JS response the page fetches from a cold load of `url` until `ready` says it shows what
 * it is for (by default: the home rows show prices). Service workers are blocked so that nothing
 * comes from a cache.
 */
export async function homeRouteJs(browser: Browser, url: string, options: BrowserContextOptions, ready: (page: Page) => Promise<void> = homeShowsPrices): Promise<JsFile[]> {
  const context = await browser.newContext({ ...options, serviceWorkers: "block" });
  try {
    const page = await context.newPage();
    const bodies: Promise<JsFile | null>[] = [];
    let done = false;
    page.on("response", (response) => {
      const type = response.headers()["content-type"] ?? "";
      if (done || !/javascript/.test(type)) return;
      const name = new URL(response.url()).pathname;
      bodies.push(response.body().then((body) => ({ name, gzipBytes: gzipSize(body) }), () => null));
    });
    await page.goto(url);
    await ready(page);
    done = true;
    return (await Promise.all(bodies)).filter((file): file is JsFile => file !== null);
  } finally {
    await context.close();
  }
}

/** The realtime worker's chunk(s) from the build; Playwright does not see SharedWorker requests. */
export function workerChunks(distDir: string): JsFile[] {
  const assets = join(distDir, "assets");
  return readdirSync(assets)
    .filter((name) => /^realtime-.*\.js$/.test(name))
    .map((name) => ({ name: `/assets/${name}`, gzipBytes: gzipSize(readFileSync(join(assets, name))) }));
}
