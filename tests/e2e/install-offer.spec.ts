import { expect, test, type Page } from "@playwright/test";
import { registerByApi, storeSession, uniqueEmail } from "./accounts-helpers.ts";

/**
 * What Chromium does once the app meets its install criteria: a `beforeinstallprompt` event whose
 * prompt() opens the browser's own dialog. The test stands in for the browser and for the user's
 * answer in that dialog.
 */
async function browserOffersInstall(page: Page, outcome: "accepted" | "dismissed"): Promise<void> {
  await page.evaluate((choice) => {
    const event = Object.assign(new Event("beforeinstallprompt", { cancelable: true }), {
      prompt: () => {
        (window as unknown as { prompted: number }).prompted = ((window as unknown as { prompted?: number }).prompted ?? 0) + 1;
        return Promise.resolve();
      },
      userChoice: Promise.resolve({ outcome: choice }),
    });
    window.dispatchEvent(event);
  }, outcome);
}

const prompted = (page: Page) => page.evaluate(() => (window as unknown as { prompted?: number }).prompted ?? 0);

test("the user centre offers to install the app through the browser's dialog, once", async ({ page, request }) => {
  await storeSession(page, await registerByApi(request, uniqueEmail("install")));
  await page.goto("/user?lang=en");
  await expect(page.getByTestId("balance")).toBeVisible();
  await expect(page.getByTestId("install-card")).toHaveCount(0);

  await browserOffersInstall(page, "accepted");
  await expect(page.getByTestId("install-card")).toContainText("Put Pipwise on your home screen");
  await page.getByTestId("install-app").click();
  await expect(page.getByTestId("install-card")).toHaveCount(0);
  expect(await prompted(page)).toBe(1);

  await page.reload();
  await expect(page.getByTestId("balance")).toBeVisible();
  await browserOffersInstall(page, "accepted");
  await expect(page.getByTestId("install-card")).toHaveCount(0);
});

test("'Not now' is an answer too: the offer is not made again", async ({ page, request }) => {
  await storeSession(page, await registerByApi(request, uniqueEmail("install-no")));
  await page.goto("/user?lang=en");
  await browserOffersInstall(page, "dismissed");
  await page.getByTestId("install-not-now").click();
  await expect(page.getByTestId("install-card")).toHaveCount(0);
  expect(await prompted(page)).toBe(0);
  await page.reload();
  await browserOffersInstall(page, "dismissed");
  await expect(page.getByTestId("balance")).toBeVisible();
  await expect(page.getByTestId("install-card")).toHaveCount(0);
});
