import { expect, test } from "@playwright/test";
import { PASSWORD, codeSentTo, registerByApi, storeSession, uniqueEmail } from "./accounts-helpers.ts";

test("the invite link registers a new user, whom the inviter's page then counts", async ({ page, request, context, browser, baseURL }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  const inviter = await registerByApi(request, uniqueEmail("inviter"));
  const code = inviter.user.invite_code;
  await storeSession(page, inviter);
  await page.goto("/user?lang=en");
  await page.locator('[data-testid="user-entry"][data-to="/mine/invite"]').click();
  await expect(page).toHaveURL(/\/mine\/invite$/);

  const link = `${baseURL}/register?invite_code=${code}`;
  await expect(page.getByTestId("invite-code")).toHaveText(code);
  await expect(page.getByTestId("invite-link")).toHaveText(link);
  await expect(page.getByTestId("invite-qr").locator("path")).toHaveAttribute("d", /^M2 2h7v1h-7z/);
  await expect(page.getByTestId("invite-count")).toHaveText("0");
  await page.getByTestId("copy-invite-link").click();
  await expect(page.getByTestId("toast").filter({ hasText: "Copied" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

  // A friend opens the link in their own browser and registers: the code is already filled in.
  const friendContext = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const friend = await friendContext.newPage();
  const email = uniqueEmail("invited");
  await friend.goto(`${link}&lang=en`);
  await expect(friend.locator("#register-invite")).toHaveValue(code);
  await friend.locator("#register-account").fill(email);
  await friend.locator("#register-password").fill(PASSWORD);
  await friend.locator("#register-repeat").fill(PASSWORD);
  await friend.getByTestId("send-code").click();
  await friend.getByTestId("code-input").fill(await codeSentTo(request, email));
  await friend.getByTestId("register-accept").check();
  await friend.getByTestId("register-submit").click();
  await expect(friend).toHaveURL(/\/$/);
  await friendContext.close();

  await page.reload();
  await expect(page.getByTestId("invite-count")).toHaveText("1");
});

test("the invite page fits 360 px in Arabic, and offers the phone's share sheet where there is one", async ({ page, request }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.addInitScript(() => {
    Object.defineProperty(navigator, "share", {
      value: (data: ShareData) => {
        (window as unknown as { shared: ShareData }).shared = data;
        return Promise.resolve();
      },
    });
  });
  const inviter = await registerByApi(request, uniqueEmail("inviter-ar"));
  await storeSession(page, inviter);
  await page.goto("/mine/invite?lang=ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByTestId("invite-code")).toHaveText(inviter.user.invite_code);
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(360);
  await page.getByTestId("invite-share").click();
  const shared = await page.evaluate(() => (window as unknown as { shared: ShareData }).shared);
  expect(shared.url).toContain(`/register?invite_code=${inviter.user.invite_code}`);
});
