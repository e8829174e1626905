import { expect, test } from "@playwright/test";
import { holdModuleScripts } from "../support/hold-modules.ts";
import { expectHomeRows } from "../support/quotes.ts";

// No service worker: the page's scripts go to the network, where the test can hold them.
test.use({ serviceWorkers: "block", viewport: { width: 360, height: 740 } });

/**
 * Notes, at the first frame after the parser reached the brand, whether it shows. A frame can come
 * before the parser has read the body (on a busy machine it does), so frames are watched until then.
 */
function recordFirstFrame() {
  const look = () => {
    const brand = document.querySelector(".brand");
    if (!brand) return void requestAnimationFrame(look);
    const box = brand.getBoundingClientRect();
    Object.assign(window, { pipwiseFirstFrame: { brand: brand.textContent, visible: box.width > 0 && box.height > 0 } });
  };
  requestAnimationFrame(look);
}

for (const lang of ["en", "ar"]) {
  test(`the page paints its header and brand before any module has run (${lang})`, async ({ page, context }) => {
    await context.addInitScript(recordFirstFrame);
    const modules = await holdModuleScripts(context);
    await page.goto(`/?lang=${lang}`, { waitUntil: "commit" });
    await expect.poll(() => page.evaluate(() => (window as unknown as { pipwiseFirstFrame?: unknown }).pipwiseFirstFrame)).toEqual({ brand: "Pipwise", visible: true });
    expect(modules.held.length, "module scripts held").toBeGreaterThan(0);
    expect(await page.locator('[data-testid="quote-row"]').count(), "no module ran").toBe(0);
    modules.release();
    await expectHomeRows(page);
    await expect(page.locator("#boot-shell"), "the app took the shell's place").toHaveCount(0);
    await expect(page.locator(".brand")).toHaveCount(1);
  });
}

test("a first visit to /trade fetches its page's chunks and its catalog while the main bundle is still on its way", async ({ page, context }) => {
  const modules = await holdModuleScripts(context);
  await page.goto("/trade?lang=fr", { waitUntil: "commit" });
  const fetched = (pattern: RegExp) => () => modules.held.some((path) => pattern.test(path));
  await expect.poll(fetched(/^\/assets\/trade-page-[^/]+\.js$/), { message: "the trade page's chunk asked for" }).toBe(true);
  await expect.poll(fetched(/^\/assets\/fr-[^/]+\.js$/), { message: "the French catalog asked for" }).toBe(true);
  expect(modules.held.some((path) => /^\/assets\/(de|en)-[^/]+\.js$/.test(path)), "no other catalog").toBe(false);
  modules.release();
  await expect(page.getByTestId("risk-warning-line")).toBeVisible();
});

test("a load of /trade renders the page at once, not its loading fallback first, with the chart's code still on its way", async ({ page, context }) => {
  await context.addInitScript(() => {
    const seen = { fallback: false };
    Object.assign(window, { pipwiseFallbackSeen: seen });
    // The tab page's Suspense fallback is a bare .page-loading; the page's own wait for its list carries .page too.
    new MutationObserver(() => {
      if (document.querySelector(".page-loading:not(.page)")) seen.fallback = true;
    }).observe(document, { subtree: true, childList: true });
  });
  await context.route(
    (url) => /^\/assets\/(candle-chart|chart-with-orders)-[^/]+\.js$/.test(url.pathname),
    () => {},
  );
  await page.goto("/trade?lang=en");
  await expect(page.getByTestId("risk-warning-line")).toBeVisible();
  await expect(page.getByTestId("chart")).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { pipwiseFallbackSeen: { fallback: boolean } }).pipwiseFallbackSeen.fallback), "the page's loading fallback shown").toBe(false);
});

test("the app's first commit already draws the page it opens on, not an empty frame for the route to resolve in", async ({ page, context }) => {
  // React reports each commit to a devtools hook present before it loads.
  await context.addInitScript(() => {
    const commits: { list: boolean }[] = [];
    Object.assign(window, {
      pipwiseCommits: commits,
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        supportsFiber: true,
        renderers: new Map(),
        inject: () => 1,
        checkDCE: () => {},
        onScheduleFiberRoot: () => {},
        onCommitFiberUnmount: () => {},
        onPostCommitFiberRoot: () => {},
        onCommitFiberRoot: () => {
          if (commits.some((commit) => commit.list)) return;
          commits.push({ list: document.querySelector('#root [data-testid="quote-list"]') !== null });
        },
      },
    });
  });
  await page.goto("/?lang=en");
  await expectHomeRows(page);
  const commits = await page.evaluate(() => (window as unknown as { pipwiseCommits: { list: boolean }[] }).pipwiseCommits);
  expect(commits[0]?.list, `home's list in the first commit (commits: ${JSON.stringify(commits)})`).toBe(true);
});
