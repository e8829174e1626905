import { expect, test } from "@playwright/test";
import { expectCandlesDrawn } from "../support/chart.ts";
import { clearCommits, commitsSoFar, recordCommits } from "../support/react-commits.ts";

const PAGE = "page trade-page";

test("ticks render the trade page once a frame, and neither its period bar nor its risk warning", async ({ page }) => {
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
  expect(rendered).not.toContain("risk-warning-line");
});
