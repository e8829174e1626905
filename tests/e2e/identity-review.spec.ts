import { expect, test, type Page } from "@playwright/test";
import { registerByApi, storeSession, uniqueEmail } from "./accounts-helpers.ts";
import { expectPicturesShown, signInToBackOffice } from "./back-office-helpers.ts";
import { phonePhoto } from "./photos.ts";

async function pickSide(page: Page, side: "front" | "back", hue: number): Promise<void> {
  await page.getByTestId(`id-${side}-file`).setInputFiles({ name: `${side}.jpg`, mimeType: "image/jpeg", buffer: await phonePhoto(hue) });
  await expect(page.locator(`[data-testid="id-${side}-picker"]`)).toHaveAttribute("data-step", "uploaded", { timeout: 30_000 });
}

async function openReview(backOffice: Page, uid: string): Promise<void> {
  await backOffice.getByRole("button", { name: "Refresh" }).click();
  await backOffice.getByRole("button", { name: uid }).click();
  await expectPicturesShown(backOffice.locator(".review-panel img"), 2);
}

test("a user's identity is refused with a reason, corrected and certified by an operator in the back office, live", async ({ page, request, browser }) => {
  const session = await registerByApi(request, uniqueEmail("kyc"));
  await storeSession(page, session);
  await page.goto("/mine/auth?lang=en");
  await page.getByTestId("real-name-input").fill("Chan Tai Man");
  await page.getByTestId("real-card-id-input").fill("A1234567");
  await pickSide(page, "front", 1);
  await pickSide(page, "back", 2);
  await page.getByTestId("real-name-submit").click();
  await expect(page.getByTestId("real-name-summary")).toHaveAttribute("data-status", "1");

  const { desk, backOffice } = await signInToBackOffice(browser, request);
  await openReview(backOffice, session.user.uid);
  await backOffice.getByRole("button", { name: "Reject…" }).click();
  await backOffice.getByLabel("Reason for the user").fill("The back side is blurred");
  await backOffice.getByRole("button", { name: "Reject", exact: true }).click();

  // The user's open page turns back into the form, with the reason and the pictures kept.
  await expect(page.getByTestId("real-name-refused")).toContainText("The back side is blurred");
  await pickSide(page, "back", 3);
  await page.getByTestId("real-name-submit").click();
  await expect(page.getByTestId("real-name-summary")).toHaveAttribute("data-status", "1");

  await openReview(backOffice, session.user.uid);
  await backOffice.getByRole("button", { name: "Approve" }).click();
  await expect(page.getByTestId("real-name-summary")).toHaveAttribute("data-status", "2");
  await expect(page.getByText("Your identity is verified")).toBeVisible();

  await backOffice.getByRole("link", { name: "Audit log" }).click();
  await expect(backOffice.getByText("Identity approved").first()).toBeVisible();
  await expect(backOffice.getByText("Identity rejected").first()).toBeVisible();
  await desk.close();
});
