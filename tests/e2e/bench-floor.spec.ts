import { expect, test } from "@playwright/test";
import { floorPage, FLOOR_PATH } from "../bench/floor-page.ts";
import { workerChunks } from "../bench/home-js-size.ts";
import { watchWorkerHops } from "../bench/worker-hops.ts";

test("the bench's floor page shows the live Bid through the built realtime worker and the socket, as /trade's sell price", async ({ page, baseURL }) => {
  const [worker] = workerChunks("dist");
  expect(worker, "a built realtime worker chunk").toBeDefined();
  await page.route(`${baseURL}${FLOOR_PATH}`, (route) => route.fulfill({ contentType: "text/html", body: floorPage(worker!.name, "EURUSD") }));
  await page.goto(FLOOR_PATH);

  const sell = page.locator('[data-testid="trade-sell"] [data-testid="sell-price"]');
  await expect(sell).toHaveText(/^\d+\.\d+$/);
  for (let ticks = 0; ticks < 2; ticks++) await expect(sell).not.toHaveText((await sell.textContent()) ?? "");
});

test("the bench reads from the realtime worker when it received each frame from the socket and posted it to the tabs", async ({ page, baseURL }) => {
  const [worker] = workerChunks("dist");
  await page.route(`${baseURL}${FLOOR_PATH}`, (route) => route.fulfill({ contentType: "text/html", body: floorPage(worker!.name, "EURUSD") }));
  await page.goto(FLOOR_PATH);
  const sell = page.getByTestId("sell-price");
  await expect(sell).toHaveText(/\d/);

  const watch = await watchWorkerHops(page);
  for (let ticks = 0; ticks < 2; ticks++) await expect(sell).not.toHaveText((await sell.textContent()) ?? "");
  const hops = Object.entries(await watch.stop());

  expect(hops.length).toBeGreaterThanOrEqual(2);
  for (const [frame, [received, posted]] of hops) {
    const sent = Number(frame.split(":")[0]);
    expect(received - sent, `frame ${frame} reached the worker after it was sent`).toBeGreaterThan(-2);
    expect(received - sent).toBeLessThan(10_000);
    expect(posted).toBeGreaterThanOrEqual(received);
  }
});
