import { expect, test, type APIRequestContext } from "@playwright/test";
import type { CompanyConfig, CompanyInput, SiteSettings } from "#domain/contract/company.ts";
import { COMPANY_ACTIVE, COMPANY_BROKER, COMPANY_SUSPENDED } from "#domain/company.ts";
import { overflowingTexts } from "../support/text-fit.ts";
import { operatorToken } from "./back-office-helpers.ts";

const DAY_MS = 24 * 3600 * 1000;
const BROWSER_COOKIE_CAP_MS = 400 * DAY_MS;
const LOSS_URL = "https://moved.pipwise.test/notice";

async function asOperator<T>(request: APIRequestContext, token: string, path: string, data: unknown): Promise<T> {
  const body = await (await request.post(path, { data, headers: { authorization: token } })).json();
  expect(body.code, body.msg).toBe(1);
  return body.data as T;
}

function companyInput(name: string, fields: Partial<CompanyInput> = {}): CompanyInput {
  return {
    name,
    logo: null,
    url: "https://harbour.example",
    subject: `${name} Limited`,
    registered_address: "1 Queen's Road Central, Hong Kong",
    location: "18 Harbour Road, Wan Chai",
    email: "desk@harbour.example",
    type: COMPANY_BROKER,
    status: COMPANY_ACTIVE,
    loss_url: "",
    ...fields,
  };
}

test("without main-company mode, /product searches instruments and opens the chosen one's chart", async ({ page }) => {
  await page.goto("/?lang=en");
  await page.getByTestId("product-link").click();
  await expect(page.getByTestId("product-page")).toHaveAttribute("data-mode", "instruments");
  await page.getByTestId("product-search").fill("btc");
  const result = page.getByTestId("instrument-result");
  await expect(result).toHaveCount(1);
  await expect(result).toHaveAttribute("data-code", "BTCUSD");
  await result.click();
  await expect(page).toHaveURL(/\/trade\?id=\d+/);
});

test("in main-company mode a visitor finds a company, keeps it for 3 years across reloads, reads its e-mail, and leaves when it is suspended", async ({ page, request, context }) => {
  const token = await operatorToken(request);
  const tag = Date.now().toString(36);
  const harbour = await asOperator<CompanyConfig>(request, token, "/admin/api/companies", companyInput(`Harbour Markets ${tag}`));
  await asOperator<CompanyConfig>(request, token, "/admin/api/companies", companyInput(`Harbour Closed ${tag}`, { status: COMPANY_SUSPENDED, loss_url: LOSS_URL }));
  await asOperator<SiteSettings>(request, token, "/admin/api/site-settings", { main_company_mode: 1, complaint_email: "complaints@pipwise.example" });
  try {
    await page.goto("/product?lang=en");
    await expect(page.getByTestId("product-page")).toHaveAttribute("data-mode", "companies");
    await page.getByTestId("product-search").fill(`HARBOUR MARKETS ${tag.toUpperCase()}`);
    const results = page.getByTestId("company-result");
    await expect(results).toHaveCount(1);
    await expect(results).toContainText(`Harbour Markets ${tag}`);
    await page.getByTestId("product-search").fill(tag);
    // The suspended company is not offered.
    await expect(results).toHaveCount(1);
    await results.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId("toast").filter({ hasText: `Harbour Markets ${tag} is now your company` })).toBeVisible();
    await expect(page.getByTestId("company-badge")).toContainText(`Harbour Markets ${tag}`);

    const expectCookie = async () => {
      const cookie = (await context.cookies()).find((c) => c.name === "company_id");
      expect(cookie?.value).toBe(String(harbour.id));
      // Asked for 3 years; Chromium keeps any cookie at most 400 days, and the app writes it again on every start.
      expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(BROWSER_COOKIE_CAP_MS - DAY_MS);
    };
    await expectCookie();
    await page.reload();
    await expect(page.getByTestId("company-badge")).toContainText(`Harbour Markets ${tag}`);
    await expectCookie();
    expect(await page.evaluate(() => document.cookie)).toContain(`company_id=${harbour.id}`);

    await page.goto("/mine/email?lang=en");
    await expect(page.getByTestId("company-name")).toHaveText(`Harbour Markets ${tag}`);
    await expect(page.getByTestId("company-email")).toHaveText("desk@harbour.example");
    await expect(page.getByTestId("company-email")).toHaveAttribute("href", "mailto:desk@harbour.example");
    await expect(page.getByTestId("complaint-email")).toHaveText("complaints@pipwise.example");
    for (const path of ["/mine/email", "/product"]) {
      await page.goto(`${path}?lang=ar`);
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      await expect(page.getByTestId(path === "/product" ? "company-result" : "company-details").first()).toBeVisible();
      expect(await overflowingTexts(page), path).toEqual([]);
    }
    await page.goto("/mine/email?lang=en");
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.getByTestId("copy-company-email").click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("desk@harbour.example");

    await asOperator(request, token, `/admin/api/companies/${harbour.id}`, companyInput(harbour.name, { status: COMPANY_SUSPENDED, loss_url: LOSS_URL }));
    await page.route("https://moved.pipwise.test/**", (route) => route.fulfill({ contentType: "text/html", body: "<title>Moved</title><p>This broker has moved.</p>" }));
    await page.goto("/?lang=en");
    await page.waitForURL(LOSS_URL);
    await expect(page.locator("p")).toHaveText("This broker has moved.");
  } finally {
    await asOperator<SiteSettings>(request, token, "/admin/api/site-settings", { main_company_mode: 0, complaint_email: "" });
  }
});
