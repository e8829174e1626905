import sharp from "sharp";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { totpCode } from "../../server/admin/totp.ts";
import { registerByApi, storeSession, uniqueEmail } from "./accounts-helpers.ts";

const OPERATOR_PASSWORD = "Lantern-orchid-97";

/** A phone-sized photo of an ID side: 4000 × 3000 with the EXIF a phone writes. */
function idPhoto(hue: number): Promise<Buffer> {
  const noise = Buffer.alloc(400 * 300 * 3, 0).map((_, i) => (i * 7919 + hue * 31) % 251);
  return sharp(noise, { raw: { width: 400, height: 300, channels: 3 } })
    .resize(4000, 3000, { kernel: "nearest" })
    .withExif({ IFD0: { Make: "PhoneMaker" } })
    .jpeg({ quality: 92 })
    .toBuffer();
}

async function createOperator(request: APIRequestContext): Promise<{ login: string; secret: string }> {
  const login = `e2e-op-${Date.now().toString(36)}`;
  const answer = await request.post("/v1/api/test/operators", { data: { login, password: OPERATOR_PASSWORD } });
  const body = await answer.json();
  expect(body.code, body.msg).toBe(1);
  return { login, secret: body.data.secret };
}

/** The server's clock, which earlier specs may have moved forward (codes and sessions expire by it, TOTP too). */
async function serverNow(request: APIRequestContext): Promise<number> {
  const body = await (await request.post("/v1/api/test/clock", { data: { advance_ms: 0 } })).json();
  return body.data.now;
}

async function pickSide(page: Page, side: "front" | "back", hue: number): Promise<void> {
  await page.getByTestId(`id-${side}-file`).setInputFiles({ name: `${side}.jpg`, mimeType: "image/jpeg", buffer: await idPhoto(hue) });
  await expect(page.locator(`[data-testid="id-${side}-picker"]`)).toHaveAttribute("data-step", "uploaded", { timeout: 30_000 });
}

async function openReview(backOffice: Page, uid: string): Promise<void> {
  await backOffice.getByRole("button", { name: "Refresh" }).click();
  await backOffice.getByRole("button", { name: uid }).click();
  const pictures = backOffice.locator(".review-panel img");
  await expect(pictures).toHaveCount(2);
  for (const picture of await pictures.all()) await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
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

  const operator = await createOperator(request);
  const desk = await browser.newContext({ viewport: { width: 1280, height: 800 }, baseURL: test.info().project.use.baseURL });
  const backOffice = await desk.newPage();
  await backOffice.goto("/admin?lang=en");
  await backOffice.getByLabel("Login").fill(operator.login);
  await backOffice.getByLabel("Password").fill(OPERATOR_PASSWORD);
  await backOffice.getByLabel("Authenticator code").fill(totpCode(operator.secret, await serverNow(request)));
  await backOffice.getByRole("button", { name: "Sign in" }).click();
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
