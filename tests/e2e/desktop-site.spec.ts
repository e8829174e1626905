import { devices, expect, test, type Page } from "@playwright/test";

// The suite runs as a phone (Pixel 7); these tests are on a desktop browser unless told otherwise.
test.use({ serviceWorkers: "block", userAgent: devices["Desktop Chrome"].userAgent, isMobile: false, hasTouch: false, viewport: { width: 1280, height: 800 } });

const PC_SITE = "http://pc.pipwise.test";

/** The server's base settings with a desktop site configured; the desktop site itself answered by the test. */
async function withDesktopSite(page: Page): Promise<void> {
  await page.route("**/api/basicSet/getBasicInfo*", async (route) => {
    const answer = await route.fetch();
    const body = await answer.json();
    await route.fulfill({ response: answer, json: { ...body, data: { ...body.data, pc_url: PC_SITE } } });
  });
  await page.route(`${PC_SITE}/**`, (route) => route.fulfill({ contentType: "text/html", body: "<h1>Pipwise desktop</h1>" }));
}

test("a desktop browser is sent to the same page on the desktop site when one is configured", async ({ page }) => {
  await withDesktopSite(page);
  await page.goto("/news");
  await expect(page).toHaveURL(`${PC_SITE}/news`);
  await expect(page.getByRole("heading", { name: "Pipwise desktop" })).toBeVisible();
});

test.describe("on a phone", () => {
  test.use({ userAgent: devices["Pixel 7"].userAgent, isMobile: true, hasTouch: true, viewport: { width: 360, height: 740 } });

  test("the app stays where it is", async ({ page }) => {
    await withDesktopSite(page);
    await page.goto("/news?lang=en");
    await expect(page.getByTestId("news-row").first()).toBeVisible();
    expect(new URL(page.url()).host).not.toBe("pc.pipwise.test");
  });
});

test("without a desktop site, a desktop browser keeps the centred phone layout", async ({ page }) => {
  await page.goto("/news?lang=en");
  await expect(page.getByTestId("news-row").first()).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("data-desktop", "");
});
