import { expect, test } from "@playwright/test";
import { PERIOD_BAR } from "#domain/instrument.ts";

test("the spread between the buttons says it counts points", async ({ page }) => {
  await page.goto("/trade?lang=en");
  await expect(page.getByTestId("trade-spread")).toHaveText(/^Spread \d+ pts$/);
});

test("in Arabic the periods still run short to long from the left", async ({ page }) => {
  await page.goto("/trade?lang=ar");
  const lefts: number[] = [];
  for (const { label } of PERIOD_BAR) lefts.push((await page.getByTestId(`period-${label}`).boundingBox())!.x);
  expect(lefts).toEqual([...lefts].sort((a, b) => a - b));
});
