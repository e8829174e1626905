import { expect, test, type Page } from "@playwright/test";
import { expectCandlesDrawn } from "../support/chart.ts";
import { expectHomeRows, expectPricesToChange } from "../support/quotes.ts";

/** Every CSP violation the page reports, from the console and from the DOM event. */
function watchViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  page.on("pageerror", (error) => {
    if (/Content Security Policy/i.test(error.message)) violations.push(error.message);
  });
  return violations;
}

async function domViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []);
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
});

test("home and /trade run under the security policy without a single violation", async ({ page }) => {
  const violations = watchViolations(page);
  const response = await page.goto("/");
  expect(response?.headers()["content-security-policy"]).toContain("script-src 'self'");
  // Moving prices mean the SharedWorker and its same-origin socket run under the policy.
  await expectHomeRows(page);
  await expectPricesToChange(page, { atLeast: 3, timeout: 15_000 });
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.active?.state ?? "none"))).toBe("activated");

  await page.goto("/trade");
  await expectCandlesDrawn(page.getByTestId("chart"));
  await page.reload();
  await expectCandlesDrawn(page.getByTestId("chart"));

  expect([...violations, ...(await domViolations(page))]).toEqual([]);
});
