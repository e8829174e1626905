import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { expectPicturesShown, operatorToken, signInToBackOffice } from "./back-office-helpers.ts";
import { phonePhoto } from "./photos.ts";

const basicInfo = async (request: APIRequestContext) => (await (await request.get("/api/basicSet/getBasicInfo")).json()).data;

const searchFor = async (backOffice: Page, name: string) => {
  await backOffice.getByLabel("Company name").fill(name);
  await backOffice.getByRole("button", { name: "Search", exact: true }).click();
};

// Other specs search instruments: whatever happens here, main-company mode ends off.
test.afterAll(async ({ request }) => {
  const token = await operatorToken(request);
  await request.post("/admin/api/site-settings", { headers: { authorization: token }, data: { main_company_mode: 0, complaint_email: "" } });
});

test("an operator adds a company with a logo, finds it, suspends it with a loss url, and switches main-company mode", async ({ request, browser }) => {
  const name = `Lighthouse Markets ${Date.now().toString(36)}`;
  const { desk, backOffice } = await signInToBackOffice(browser, request);
  await backOffice.getByRole("link", { name: "Companies and site settings" }).click();
  await expect(backOffice.getByRole("heading", { name: "Companies", level: 1 })).toBeVisible();

  await backOffice.getByRole("button", { name: "Add company" }).click();
  const form = backOffice.locator("form.company-form");
  await expect(form.getByRole("heading", { name: "New company" })).toBeVisible();
  await form.getByLabel("Name", { exact: true }).fill(`  ${name} `);
  await form.getByLabel("Legal entity").fill("Lighthouse Markets Ltd");
  await form.getByLabel("Website").fill("lighthouse.example");
  await form.getByLabel("Contact e-mail").fill("desk@lighthouse.example");
  await form.getByLabel("Registered address").fill("1 Queen's Road, Hong Kong");
  await form.getByLabel("Office address").fill("Level 9, 18 Harbour Road, Wan Chai");
  await form.getByLabel("Type").selectOption({ label: "Introducing broker" });
  await form.getByLabel("Choose a logo").setInputFiles({ name: "logo.jpg", mimeType: "image/jpeg", buffer: await phonePhoto(77, 600, 600) });
  await expectPicturesShown(form.locator(".protected-picture img"), 1);
  await form.getByRole("button", { name: "Save" }).click();
  // Checked before sending: a website is a web address.
  await expect(form.getByText("Start the address with http:// or https://, with no spaces.")).toBeVisible();
  await form.getByLabel("Website").fill("https://lighthouse.example");
  await form.getByRole("button", { name: "Save" }).click();
  await expect(backOffice.getByRole("status")).toHaveText(`Company ${name} saved.`);
  await expect(form).toHaveCount(0);

  await searchFor(backOffice, name.toUpperCase());
  await expect(backOffice).toHaveURL(/#\/companies\?name=LIGHTHOUSE%20MARKETS%20/);
  const rows = backOffice.locator(".company-table tbody tr");
  await expect(rows).toHaveCount(1);
  const row = rows.first();
  await expect(row).toContainText(name);
  await expect(row).toContainText("Introducing broker");
  await expect(row).toContainText("Active");
  await expect(row).toContainText("desk@lighthouse.example");
  await expectPicturesShown(row.locator("img.company-logo"), 1);
  const id = Number((await row.getByRole("button").textContent())!.replace("#", ""));

  // The search is in the hash: a reload shows the same list.
  await backOffice.reload();
  await expect(backOffice.getByLabel("Company name")).toHaveValue(name.toUpperCase());
  await expect(rows).toHaveCount(1);

  await row.getByRole("cell", { name: "Introducing broker" }).click();
  await expect(form.getByRole("heading", { name: `Edit company #${id}` })).toBeVisible();
  await expect(form.getByLabel("Name", { exact: true })).toHaveValue(name);
  await expect(form.getByLabel("Where its users are sent")).toHaveCount(0);
  await form.getByLabel("Status").selectOption({ label: "Suspended" });
  await form.getByRole("button", { name: "Save" }).click();
  await expect(form.getByText("A suspended company needs the address its users are sent to.")).toBeVisible();
  await expect(form.getByLabel("Where its users are sent")).toHaveAttribute("aria-invalid", "true");
  await form.getByLabel("Where its users are sent").fill("https://lighthouse.example/closed");
  await form.getByRole("button", { name: "Save" }).click();
  await expect(backOffice.getByRole("status")).toHaveText(`Company ${name} saved.`);
  await expect(row).toContainText("Suspended");

  const status = await (await request.get(`/api/company/getCompanyStatus?id=${id}`)).json();
  expect(status.data).toEqual({ status: 1, type: 2, loss_url: "https://lighthouse.example/closed" });
  const card = (await (await request.get(`/api/company/getCompany?id=${id}`)).json()).data.data[0];
  expect(card).toMatchObject({ name, url: "https://lighthouse.example", subject: "Lighthouse Markets Ltd", email: "desk@lighthouse.example" });
  expect(card.logo).toMatch(/^\/api\/company\/logo\//);

  const settings = backOffice.getByRole("region", { name: "Site settings" });
  const mode = settings.getByRole("switch", { name: /Main-company mode/ });
  await expect(mode).not.toBeChecked();
  await mode.check();
  await settings.getByLabel("Complaint e-mail (optional)").fill("complaints@lighthouse");
  await settings.getByRole("button", { name: "Save site settings" }).click();
  await expect(settings.getByText("Enter an e-mail address like desk@example.com, or leave it empty.")).toBeVisible();
  await settings.getByLabel("Complaint e-mail (optional)").fill(" complaints@lighthouse.example ");
  await settings.getByRole("button", { name: "Save site settings" }).click();
  await expect(settings.getByRole("status")).toHaveText("Site settings saved.");
  expect(await basicInfo(request)).toMatchObject({ main_company_mode: 1, complaint_email: "complaints@lighthouse.example" });

  await backOffice.reload();
  await expect(mode).toBeChecked();
  await expect(settings.getByLabel("Complaint e-mail (optional)")).toHaveValue("complaints@lighthouse.example");
  await mode.uncheck();
  await settings.getByLabel("Complaint e-mail (optional)").fill("");
  await settings.getByRole("button", { name: "Save site settings" }).click();
  await expect(settings.getByRole("status")).toHaveText("Site settings saved.");
  expect(await basicInfo(request)).toMatchObject({ main_company_mode: 0, complaint_email: "" });
  await desk.close();
});

test("the companies screen fits a 360 px window in Arabic, its table scrolling in its own box", async ({ request, browser }) => {
  const { desk, backOffice } = await signInToBackOffice(browser, request);
  await backOffice.getByRole("link", { name: "Companies and site settings" }).click();
  await backOffice.getByRole("button", { name: "Add company" }).click();
  const name = `Narrow Markets ${Date.now().toString(36)}`;
  await backOffice.locator("form.company-form").getByLabel("Name", { exact: true }).fill(name);
  await backOffice.locator("form.company-form").getByLabel("Contact e-mail").fill("a-rather-long-contact-address@narrow-markets.example");
  await backOffice.locator("form.company-form").getByRole("button", { name: "Save" }).click();
  await expect(backOffice.locator("form.company-form")).toHaveCount(0);

  await backOffice.setViewportSize({ width: 360, height: 740 });
  await backOffice.goto(`/admin?lang=ar#/companies?name=${encodeURIComponent(name)}`);
  await expect(backOffice.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(backOffice.locator(".company-table tbody tr")).toHaveCount(1);
  await backOffice.locator(".company-table tbody tr").first().getByRole("button").click();
  await expect(backOffice.locator("form.company-form")).toBeVisible();
  expect(await backOffice.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(360);
  const box = backOffice.locator(".company-directory .table-scroll");
  expect(await box.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  await desk.close();
});
