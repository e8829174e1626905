import { expect, test, type BrowserContext } from "@playwright/test";

// No service worker: the page's scripts go to the network, where the test can hold them.
test.use({ serviceWorkers: "block", viewport: { width: 360, height: 740 } });

/** Holds every module script (all but the early classic script) until `release()`, as a phone network still bringing the bundle in. */
async function holdModules(context: BrowserContext) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: string[] = [];
  await context.route(
    (url) => url.pathname.startsWith("/assets/") && url.pathname.endsWith(".js") && !url.pathname.startsWith("/assets/early-"),
    async (route) => {
      held.push(new URL(route.request().url()).pathname);
      await released;
      await route.continue().catch(() => {});
    },
  );
  return { held, release };
}

test("a first visit to /trade fetches its page's chunks and its catalog while the main bundle is still on its way", async ({ page, context }) => {
  const modules = await holdModules(context);
  await page.goto("/trade?lang=fr", { waitUntil: "commit" });
  const fetched = (pattern: RegExp) => () => modules.held.some((path) => pattern.test(path));
  await expect.poll(fetched(/^\/assets\/trade-page-[^/]+\.js$/), { message: "the trade page's chunk asked for" }).toBe(true);
  await expect.poll(fetched(/^\/assets\/fr-[^/]+\.js$/), { message: "the French catalog asked for" }).toBe(true);
  expect(modules.held.some((path) => /^\/assets\/(de|en)-[^/]+\.js$/.test(path)), "no other catalog").toBe(false);
  modules.release();
  await expect(page.getByTestId("risk-warning-line")).toBeVisible();
});
