import { expect, test } from "@playwright/test";
import { registerByApi, storeSession, uniqueEmail } from "./accounts-helpers.ts";
import { logOutThroughPage } from "./factor-helpers.ts";
import { addPasskeyThroughPage, addVirtualAuthenticator, onLocalhost } from "./passkey-helpers.ts";
import { overflowingTexts } from "../support/text-fit.ts";

for (const lang of ["en", "ar"] as const) {
  test(`a passkey is added and renamed in the user centre, then logs in alone with no account or password typed (${lang})`, async ({ page, request, baseURL }) => {
    const authenticator = await addVirtualAuthenticator(page);
    const login = await registerByApi(request, uniqueEmail(`passkey-${lang}`));
    await storeSession(page, login);
    await page.goto(onLocalhost(baseURL, `/mine/security?lang=${lang}`));
    await expect(page.locator("html")).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");

    await addPasskeyThroughPage(page, "Pixel");
    expect(await authenticator.credentials()).toBe(1);
    const row = page.getByTestId("passkey-row");
    await expect(row.getByTestId("passkey-name")).toHaveText("Pixel");
    await expect(row.getByTestId("passkey-last-used")).toHaveText(lang === "ar" ? "لم يُستخدم بعد" : "Not used yet");
    await row.getByTestId("passkey-rename").click();
    await row.getByTestId("passkey-rename-input").fill("My Pixel");
    await row.getByTestId("passkey-rename-save").click();
    await expect(row.getByTestId("passkey-name")).toHaveText("My Pixel");
    expect(await overflowingTexts(page)).toEqual([]);

    await logOutThroughPage(page, onLocalhost(baseURL, ""));
    await page.goto(onLocalhost(baseURL, `/login?lang=${lang}&from=%2Fmine%2Fsecurity`));
    await page.getByTestId("passkey-login").click();
    await expect(page).toHaveURL(/\/mine\/security$/);
    await expect(page.getByTestId("passkey-row").getByTestId("passkey-last-used")).not.toHaveText(lang === "ar" ? "لم يُستخدم بعد" : "Not used yet");
  });
}
