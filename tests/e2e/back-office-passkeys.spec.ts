import { expect, test } from "@playwright/test";
import { totpCode } from "#server/platform/totp.ts";
import { OPERATOR_PASSWORD, createOperator, serverNow } from "./back-office-helpers.ts";
import { addVirtualAuthenticator, onLocalhost } from "./passkey-helpers.ts";

for (const lang of ["ar", "de"] as const) {
  test(`an operator adds a passkey on the back office's security page at 360 px, signs out, and signs in with it alone and after the password (${lang})`, async ({ page, request, baseURL }) => {
    const authenticator = await addVirtualAuthenticator(page);
    const operator = await createOperator(request);
    await page.goto(onLocalhost(baseURL, `/admin?lang=${lang}`));
    await expect(page.locator("html")).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");
    await page.locator("input[name=login]").fill(operator.login);
    await page.locator("input[name=password]").fill(OPERATOR_PASSWORD);
    await page.locator("input[name=totp]").fill(totpCode(operator.secret, await serverNow(request)));
    await page.locator("button[type=submit]").click();
    await expect(page.getByTestId("operator-login")).toHaveText(operator.login);

    await page.goto(onLocalhost(baseURL, `/admin?lang=${lang}#/security`));
    await page.locator("#operator-password-again").fill(OPERATOR_PASSWORD);
    await page.locator("#operator-passkey-name").fill("Desk key");
    await page.getByTestId("operator-passkey-add").click();
    const row = page.getByTestId("operator-passkey-row");
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId("operator-passkey-name")).toHaveText("Desk key");
    await expect(row.getByTestId("operator-passkey-last-used")).toHaveText(lang === "ar" ? "لم يُستخدم بعد" : "Noch nicht verwendet");
    expect(await authenticator.credentials()).toBe(1);

    await page.locator(".shell-head button").click();
    await page.getByTestId("operator-passkey-login").click();
    await expect(page.getByTestId("operator-login")).toHaveText(operator.login);
    await page.goto(onLocalhost(baseURL, `/admin?lang=${lang}#/security`));
    await expect(page.getByTestId("operator-passkey-row").getByTestId("operator-passkey-last-used")).not.toHaveText(lang === "ar" ? "لم يُستخدم بعد" : "Noch nicht verwendet");

    // With a passkey, the password (no code typed) is followed by the passkey, not the code.
    await page.locator(".shell-head button").click();
    await page.locator("input[name=login]").fill(operator.login);
    await page.locator("input[name=password]").fill(OPERATOR_PASSWORD);
    await page.locator("button[type=submit]").click();
    await expect(page.getByTestId("operator-login")).toHaveText(operator.login);
  });
}
