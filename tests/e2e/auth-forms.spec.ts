import { expect, test, type Locator } from "@playwright/test";
import { PASSWORD, codeSentTo, demoByApi, fromOf, logInThroughForm, storeSession, uniqueEmail } from "./accounts-helpers.ts";

const overlaps = async (a: Locator, b: Locator) => {
  const [x, y] = [(await a.boundingBox())!, (await b.boundingBox())!];
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
};

test.describe("login", () => {
  test("an account that is neither an e-mail nor a number is refused under the field, without asking the server", async ({ page }) => {
    let sent = false;
    page.on("request", (r) => void (r.url().includes("/api/user/loginForU") && (sent = true)));
    await page.goto("/login?lang=en");
    await logInThroughForm(page, "trader");
    const error = page.getByTestId("login-account-error");
    await expect(error).toHaveText("Enter an e-mail address or a mobile number");
    // Under the box it is about, and not as a toast about an area code this page does not show.
    const box = (await page.locator("#login-account").locator("xpath=..").boundingBox())!;
    expect((await error.boundingBox())!.y).toBeGreaterThanOrEqual(box.y + box.height);
    await expect(page.getByTestId("toast")).toHaveCount(0);
    expect(sent).toBe(false);
  });

  test("a toast covers neither the page title nor the first field", async ({ page }) => {
    await page.goto("/login?lang=en");
    await logInThroughForm(page, uniqueEmail("toast"), `${PASSWORD}-wrong`);
    const toast = page.getByTestId("toast");
    await expect(toast).toBeVisible();
    expect(await overlaps(toast, page.locator(".page-title"))).toBe(false);
    expect(await overlaps(toast, page.locator(".field").first())).toBe(false);
  });
});

test.describe("register", () => {
  test("switching between the e-mail and mobile tabs drops the other tab's message", async ({ page }) => {
    await page.goto("/register?lang=en");
    // The tabs come with the site's settings and push the button down: a click aimed before they
    // arrive can land on the field above it (seen on a cold server's first page).
    await expect(page.getByTestId("account-tab-mobile")).toBeVisible();
    await page.getByTestId("register-submit").click();
    await expect(page.getByTestId("register-account-error")).toHaveText("Please enter your e-mail address");

    await page.getByTestId("account-tab-mobile").click();
    await expect(page.getByTestId("register-account-error")).toHaveCount(0);
    await page.getByTestId("register-submit").click();
    await expect(page.getByTestId("register-account-error")).toHaveText("Please enter your phone number");

    await page.getByTestId("account-tab-email").click();
    await expect(page.getByTestId("register-account-error")).toHaveCount(0);
  });

  test("registering from /login?from=/user returns to /user", async ({ page, request }) => {
    const email = uniqueEmail("from");
    await page.goto("/login?lang=en&from=%2Fuser");
    await page.getByTestId("register-link").click();
    await expect(page).toHaveURL(/\/register\?/);
    expect(fromOf(page.url())).toBe("/user");

    await page.locator("#register-account").fill(email);
    await page.locator("#register-password").fill(PASSWORD);
    await page.locator("#register-repeat").fill(PASSWORD);
    await page.getByTestId("send-code").click();
    await page.getByTestId("code-input").fill(await codeSentTo(request, email));
    await page.getByTestId("register-accept").check();
    await page.getByTestId("register-submit").click();
    await expect(page).toHaveURL(/\/user$/);
    await expect(page.getByTestId("user-name")).toHaveText(email);
  });

  test("from survives going on to forgot and back to login", async ({ page }) => {
    await page.goto("/login?lang=en&from=%2Fuser");
    await page.getByTestId("forgot-link").click();
    await expect(page).toHaveURL(/\/forgot\?/);
    expect(fromOf(page.url())).toBe("/user");

    await page.goto("/register?lang=en&from=%2Fuser");
    await page.getByTestId("login-link").click();
    await expect(page).toHaveURL(/\/login\?/);
    expect(fromOf(page.url())).toBe("/user");
  });
});

test("a logged-in user opening /login or /register goes to the user centre", async ({ page, request }) => {
  await storeSession(page, await demoByApi(request));
  for (const path of ["/login", "/register"]) {
    await page.goto(`${path}?lang=en`);
    await expect(page).toHaveURL(/\/user$/);
    await expect(page.getByTestId("user-centre")).toBeVisible();
  }
});
