import { expect, test, type Page } from "@playwright/test";
import { expectCandlesDrawn } from "../support/chart.ts";
import { storedRows } from "../support/device-store.ts";
import { expectHomeRows, expectPricesToChange } from "../support/quotes.ts";
import { commitsSoFar, recordCommits } from "../support/react-commits.ts";

// A first visit shows the trade list's answer at once; the realtime worker then stores it, and its
// watch of the store hands the page the same instruments as new objects.

/** The props given new values since the page opened, once the worker's copy of the list is in. */
async function newPropsOnceStored(page: Page, ticked: () => Promise<unknown>): Promise<string[]> {
  await expect.poll(async () => (await storedRows(page, "instruments")).length, "instruments stored").toBeGreaterThan(0);
  // The store's watch answers through the worker that brings the ticks: two rounds of them later, it has.
  await ticked();
  await ticked();
  return (await commitsSoFar(page)).flatMap((commit) => commit.newProps);
}

test("the device store's copy of the list a first visit shows gives none of home's rows a new instrument", async ({ page }) => {
  await recordCommits(page);
  await page.goto("/?lang=en");
  await expectHomeRows(page);

  const newProps = await newPropsOnceStored(page, () => expectPricesToChange(page, { atLeast: 2, timeout: 10_000 }));
  expect(newProps.filter((prop) => prop === "quote-item.instrument"), "rows given a new instrument").toEqual([]);
});

test("nor /trade's header its instrument", async ({ page }) => {
  await recordCommits(page);
  await page.goto("/trade?lang=en");
  await expectCandlesDrawn(page.getByTestId("chart"));
  const sell = page.getByTestId("sell-price");
  await expect(sell).toHaveText(/\d/);

  const newProps = await newPropsOnceStored(page, async () => expect(sell).not.toHaveText((await sell.textContent()) ?? ""));
  expect(newProps.filter((prop) => prop.endsWith(".instrument")), "components given a new instrument").toEqual([]);
});
