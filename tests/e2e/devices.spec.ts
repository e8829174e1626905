import { expect, test, type Browser, type Page } from "@playwright/test";
import { CODE_SESSION_INVALID } from "#domain/envelope.ts";
import { logInThroughForm, registerByApi, uniqueEmail } from "./accounts-helpers.ts";

const PHONE = { viewport: { width: 360, height: 740 } };
const THIS_DEVICE: Record<string, string> = { en: "This device", ar: "هذا الجهاز" };

/** A browser of its own (its own cookies and storage) logged in to `email` through the form, on the user centre. */
async function loggedInBrowser(browser: Browser, email: string, lang: string): Promise<Page> {
  const page = await (await browser.newContext({ ...PHONE, locale: lang })).newPage();
  await page.goto(`/login?lang=${lang}&from=%2Fuser`);
  await logInThroughForm(page, email);
  await expect(page).toHaveURL(/\/user$/);
  return page;
}

const storedToken = (page: Page) => page.evaluate(() => (JSON.parse(localStorage.getItem("pipwise.session") ?? "null") as { token?: string } | null)?.token ?? null);

for (const lang of ["en", "ar"]) {
  test(`lists two browsers' sessions and ends the other one, which is logged out at once (${lang})`, async ({ browser, request }) => {
    const email = uniqueEmail(`devices-${lang}`);
    const registered = await registerByApi(request, email);
    await request.post("/api/user/logout", { headers: { authorization: registered.token } });
    const first = await loggedInBrowser(browser, email, lang);
    const second = await loggedInBrowser(browser, email, lang);
    const secondToken = await storedToken(second);

    await first.locator('[data-testid="user-entry"][data-to="/mine/sessions"]').click();
    await expect(first.getByTestId("sessions-page")).toBeVisible();
    if (lang === "ar") await expect(first.locator("html")).toHaveAttribute("dir", "rtl");
    const rows = first.getByTestId("session-row");
    await expect(rows).toHaveCount(2);
    await expect(first.locator('[data-testid="session-row"][data-current="true"]').getByTestId("this-device")).toHaveText(THIS_DEVICE[lang]!);
    await expect(rows.first()).toContainText("Chrome");
    // Nothing runs past the phone's width.
    expect(await first.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    // From here the other browser makes no HTTP call: only its socket can tell it.
    await second.route(/\/(v1\/)?api\//, (route) => route.abort());
    await first.locator('[data-testid="session-row"][data-current="false"]').getByTestId("end-session").click();
    await expect(rows).toHaveCount(1);
    // The other browser hears it through its socket, without calling anything.
    await expect.poll(() => storedToken(second)).toBeNull();
    const answer = await request.get("/api/user/info", { headers: { authorization: secondToken! } });
    expect(((await answer.json()) as { code: number }).code).toBe(CODE_SESSION_INVALID);
    await first.context().close();
    await second.context().close();
  });
}

test("shows the short risk warning on the trade page, linking to the full text, in Arabic too", async ({ page }) => {
  await page.goto("/trade?lang=en");
  await expect(page.getByTestId("risk-warning-line")).toContainText("CFDs are complex instruments and come with a high risk of losing money rapidly due to leverage.");
  await page.getByTestId("risk-warning-link").click();
  await expect(page.getByTestId("risk-warning-page")).toContainText("Version");

  await page.goto("/trade?lang=ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  const line = page.getByTestId("risk-warning-line");
  await expect(line).toContainText("عقود الفروقات أدوات معقدة وتنطوي على مخاطر عالية لخسارة الأموال بسرعة بسبب الرافعة المالية.");
  await expect(line).toBeInViewport();
  const box = (await line.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(360);
});
