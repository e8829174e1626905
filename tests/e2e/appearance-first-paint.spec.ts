import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { holdModuleScripts } from "../support/hold-modules.ts";
import { expectHomeRows } from "../support/quotes.ts";

const DARK_BG = "rgb(13, 17, 23)";

interface FirstFrame {
  theme: string;
  background: string;
  rowsShown: number;
}

/** Notes the theme and the page's background at the first frame the page renders, from the first script on. */
function recordFirstFrame() {
  requestAnimationFrame(() => {
    const frame = {
      theme: document.documentElement.dataset.theme ?? "none",
      background: getComputedStyle(document.body).backgroundColor,
      rowsShown: document.querySelectorAll('[data-testid="quote-row"]').length,
    };
    Object.assign(window, { pipwiseFirstFrame: frame });
  });
}

const firstFrame = (page: Page) => page.evaluate(() => (window as unknown as { pipwiseFirstFrame?: FirstFrame }).pipwiseFirstFrame);

// The system asks for light, so a dark first frame can only come from the device's own choice.
test.use({ colorScheme: "light" });

/** The user chose dark in settings (the choice is kept in localStorage). */
async function chooseDark(context: BrowserContext) {
  await context.addInitScript(() => localStorage.setItem("pipwise.theme", "dark"));
  await context.addInitScript(recordFirstFrame);
}

test("a chosen dark theme paints first while the page's modules are still on their way", async ({ page, context }) => {
  await chooseDark(context);
  const scripts = await holdModuleScripts(context);
  await page.goto("/?lang=en", { waitUntil: "commit" });
  await expect.poll(() => firstFrame(page), { message: "a frame rendered before the modules came" }).toEqual({ theme: "dark", background: DARK_BG, rowsShown: 0 });
  expect(scripts.held.length, "module scripts held").toBeGreaterThan(0);
  scripts.release();
  await expectHomeRows(page);
});

test("a chosen dark theme is there at the first frame of a return visit and of one offline", async ({ page, context }) => {
  await chooseDark(context);
  await page.goto("/?lang=en");
  await expectHomeRows(page);
  await page.evaluate(() => navigator.serviceWorker.ready);

  for (const visit of ["return visit", "offline"]) {
    if (visit === "offline") await context.setOffline(true);
    const again = await context.newPage();
    await again.goto("/?lang=en");
    expect(await again.evaluate(() => navigator.serviceWorker.controller !== null), `${visit}: served by the service worker`).toBe(true);
    await expect.poll(() => firstFrame(again), { message: visit }).toMatchObject({ theme: "dark", background: DARK_BG });
    await expectHomeRows(again);
    await again.close();
  }
  await context.setOffline(false);
});
