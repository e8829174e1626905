import { expect, test } from "@playwright/test";
import { PERIOD_BAR } from "../../src/domain/instrument.ts";
import { candleCount, expectCandlesDrawn } from "../support/chart.ts";

test("the trade chart draws candles and reloads them for every period", async ({ page }) => {
  await page.goto("/trade");
  const chart = page.getByTestId("chart");
  await expectCandlesDrawn(chart);

  for (const { label, period } of [...PERIOD_BAR].reverse()) {
    const history = page.waitForResponse((r) => r.url().includes("/v1/api/forex/kline") && new URL(r.url()).searchParams.get("period") === period);
    await page.getByTestId(`period-${label}`).click();
    expect((await history).ok()).toBe(true);
    await expect(chart).toHaveAttribute("data-period", period);
    await expect(page.getByTestId(`period-${label}`)).toHaveAttribute("aria-selected", "true");
    await expectCandlesDrawn(chart);
  }
});

test("daily candles are fewer than minute candles over the same history", async ({ page }) => {
  await page.goto("/trade");
  const chart = page.getByTestId("chart");
  await page.getByTestId("period-1M").click();
  await expect(chart).toHaveAttribute("data-period", "1min");
  await expectCandlesDrawn(chart);
  const minutes = await candleCount(chart);

  await page.getByTestId("period-1D").click();
  await expect(chart).toHaveAttribute("data-period", "1day");
  await expect.poll(() => candleCount(chart)).toBeGreaterThan(0);
  await expect.poll(() => candleCount(chart)).toBeLessThan(minutes);
});

test("the instrument drawer switches the chart to another instrument", async ({ page }) => {
  await page.goto("/trade");
  const toggle = page.getByTestId("instrument-drawer");
  await expectCandlesDrawn(page.getByTestId("chart"));
  const shownBefore = (await toggle.textContent())!.trim();

  await toggle.click();
  const sheet = page.getByTestId("instrument-sheet");
  await expect(sheet).toBeVisible();
  const other = sheet.getByTestId("drawer-row").filter({ hasNotText: shownBefore }).nth(2);
  const otherCode = (await other.locator(".drawer-code").textContent())!.trim();
  const history = page.waitForResponse((r) => r.url().includes("/v1/api/forex/kline"));
  await other.click();

  await expect(sheet).toBeHidden();
  await expect(toggle).toHaveText(otherCode);
  await expect(page).toHaveURL(/[?&]id=\d+/);
  expect((await history).ok()).toBe(true);
  await expectCandlesDrawn(page.getByTestId("chart"));
});

test("the drawer search narrows the list to matching instruments", async ({ page }) => {
  await page.goto("/trade");
  await page.getByTestId("instrument-drawer").click();
  const sheet = page.getByTestId("instrument-sheet");
  const rows = sheet.getByTestId("drawer-row");
  await expect.poll(() => rows.count()).toBeGreaterThan(10);

  await sheet.getByTestId("drawer-search").fill("BTC");
  await expect.poll(() => rows.count()).toBeGreaterThan(0);
  for (const code of await rows.locator(".drawer-code").allTextContents()) expect(code.toUpperCase()).toContain("BTC");
});

test("the chosen instrument stays after leaving the tab, coming back and reloading", async ({ page }) => {
  await page.goto("/trade");
  const toggle = page.getByTestId("instrument-drawer");
  await expectCandlesDrawn(page.getByTestId("chart"));
  const first = (await toggle.textContent())!.trim();
  await toggle.click();
  const other = page.getByTestId("instrument-sheet").getByTestId("drawer-row").filter({ hasNotText: first }).nth(3);
  const chosen = (await other.locator(".drawer-code").textContent())!.trim();
  await other.click();
  await expect(toggle).toHaveText(chosen);

  await page.getByTestId("tab-quotes").click();
  await expect(page).toHaveURL(/\/$/);
  await page.getByTestId("tab-trade").click();
  await expect(page).toHaveURL(/\/trade$/);
  await expect(toggle).toHaveText(chosen);

  await page.reload();
  await expect(toggle).toHaveText(chosen);
  await expectCandlesDrawn(page.getByTestId("chart"));
});
