import { expect, test, type Page } from "@playwright/test";
import { demoByApi, storeSession } from "./accounts-helpers.ts";
import { expectCandlesDrawn } from "../support/chart.ts";
import { clearCommits, commitsSoFar, recordCommits } from "../support/react-commits.ts";

const PAGE = "page trade-page";

test("ticks render the trade page once a frame, and of it only what shows their prices: not its period bar, alert button, labels or risk warning", async ({ page }) => {
  await recordCommits(page);
  await page.goto("/trade?lang=en");
  await expectCandlesDrawn(page.getByTestId("chart"));
  const sell = page.getByTestId("sell-price");
  await expect(sell).toHaveText(/\d/);
  await clearCommits(page);

  for (let ticks = 0; ticks < 3; ticks++) await expect(sell).not.toHaveText((await sell.textContent()) ?? "");

  const commits = await commitsSoFar(page);
  const pageRenders = commits.filter((commit) => commit.rendered.includes(PAGE));
  expect(pageRenders.length).toBeGreaterThanOrEqual(3);
  expect(new Set(pageRenders.map((commit) => commit.frame)).size, "frames that rendered the page").toBe(pageRenders.length);
  const rendered = new Set(commits.flatMap((commit) => commit.rendered));
  expect(rendered).not.toContain("period-bar");
  expect(rendered, "the header's alert button, which reads the price when tapped").not.toContain("trade-alert");
  expect(rendered).not.toContain("risk-warning-line");
  // The page, its header's price and its buttons' prices; not their labels, icon, badge or spread message.
  expect([...rendered].sort(), "what ticks render").toEqual(["page trade-page", "page-header trade-header", "trade-actions"]);
});

/** The components that rendered while the sell price moved `ticks` times and the chart drew as often. */
async function renderedOverTicks(page: Page, ticks: number): Promise<Set<string>> {
  const chart = page.getByTestId("chart");
  await expectCandlesDrawn(chart);
  const sell = page.getByTestId("sell-price");
  await expect(sell).toHaveText(/\d/);
  await clearCommits(page);
  const drawsBefore = Number(await chart.getAttribute("data-draws"));
  for (let tick = 0; tick < ticks; tick++) await expect(sell).not.toHaveText((await sell.textContent()) ?? "");
  await expect.poll(async () => Number(await chart.getAttribute("data-draws"))).toBeGreaterThan(drawsBefore + ticks - 1);
  return new Set((await commitsSoFar(page)).flatMap((commit) => commit.rendered));
}

test("ticks move a visitor's chart without rendering it: the plot follows the prices by itself", async ({ page }) => {
  await recordCommits(page);
  await page.goto("/trade?lang=en");

  const rendered = await renderedOverTicks(page, 3);
  expect(rendered).toContain(PAGE);
  expect(rendered, "the chart's components").not.toContain("chart-wrap");
});

test("ticks move a trader's chart with their lines without rendering it", async ({ page, request }) => {
  await storeSession(page, await demoByApi(request));
  await recordCommits(page);
  await page.goto("/trade?lang=en");
  await expect(page.getByTestId("account-kind")).toBeVisible();

  const rendered = await renderedOverTicks(page, 3);
  expect(rendered).toContain(PAGE);
  expect(rendered, "the chart's components").not.toContain("chart-wrap");
});
