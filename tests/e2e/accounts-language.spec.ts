import { expect, test } from "@playwright/test";
import { PASSWORD, catalogText, logInThroughForm, registerByApi, uniqueEmail } from "./accounts-helpers.ts";

const WRONG_CREDENTIALS = { id: "server.wrong_credentials", source: "The account or the password is wrong" };

test("a wrong password shows the server's message in the chosen language", async ({ page, request }) => {
  const email = uniqueEmail("lang");
  await registerByApi(request, email);
  const german = await catalogText("de", WRONG_CREDENTIALS.id);
  if (!german) {
    test.info().annotations.push({
      type: "untranslated",
      description: `locales/de.po has no translation of ${WRONG_CREDENTIALS.id} yet: the server answers with the English source text`,
    });
  }

  await page.goto("/login?lang=de");
  const answer = page.waitForResponse((r) => r.url().includes("/api/user/loginForU"));
  await logInThroughForm(page, email, `${PASSWORD}-wrong`);
  const response = await answer;
  expect(response.request().headers()["lang"]).toBe("de");
  await expect(page.getByTestId("toast").last()).toHaveText(german || WRONG_CREDENTIALS.source);
  await expect(page).toHaveURL(/\/login/);
});
