import { expect, test } from "@playwright/test";

// Scripts must come from the network, where the test can hold them back, not from the service worker's cache.
test.use({ serviceWorkers: "block" });

test("the trade page shows its prices and buttons while the chart's code is still on its way, and the chart takes its place without moving them", async ({ page }) => {
  let release = () => {};
  const chartCodeHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/assets/*.js", async (route) => {
    const response = await route.fetch();
    const body = await response.body();
    // uPlot's plot-area class name: whichever script carries the chart library waits.
    if (body.includes("u-over")) await chartCodeHeld;
    await route.fulfill({ response, body });
  });

  await page.goto("/trade?lang=en");
  await expect(page.getByTestId("sell-price")).toHaveText(/\d/);
  await expect(page.getByTestId("buy-price")).toHaveText(/\d/);
  await expect(page.getByTestId("chart")).toHaveCount(0);
  const buttonsTop = async () => (await page.getByTestId("trade-buy").boundingBox())?.y;
  const topBefore = await buttonsTop();

  release();
  await expect(page.getByTestId("chart").locator("canvas").first()).toBeVisible();
  expect(await buttonsTop()).toBe(topBefore);
});
