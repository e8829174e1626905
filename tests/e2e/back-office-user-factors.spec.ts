import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { data, registerByApi, uniqueEmail } from "./accounts-helpers.ts";
import { signInToBackOffice } from "./back-office-helpers.ts";
import { turnOnTotpByApi } from "./factor-helpers.ts";

const section = (backOffice: Page, name: string) => backOffice.getByRole("region", { name, exact: true });

/** What the back office's catalog of `locale` says for an English message (its catalogs are keyed by the source text). */
function adminText(locale: string, source: string): string {
  const po = readFileSync(new URL(`../../locales/admin/${locale}.po`, import.meta.url), "utf8");
  const entry = po.split("\n\n").find((block) => block.includes(`\nmsgid ${JSON.stringify(source)}\n`));
  const translation = entry && /\nmsgstr "(.*)"/.exec(entry)?.[1];
  if (!translation) throw new Error(`${source} is not translated in locales/admin/${locale}.po`);
  return JSON.parse(`"${translation}"`) as string;
}

test("an operator sees a user's authenticator app and recovery codes, and turns the app off with a reason kept in the audit log", async ({ request, browser }) => {
  const login = await registerByApi(request, uniqueEmail("lost-phone"));
  await turnOnTotpByApi(request, login.token);
  const { desk, backOffice } = await signInToBackOffice(browser, request);
  await backOffice.goto(`/admin?lang=en#/users?q=${login.user.uid}`);

  const factor = section(backOffice, "Second factor");
  await expect(factor).toContainText(/Authenticator app\s*On/);
  await expect(factor).toContainText(/Recovery codes left\s*10/);
  await factor.getByRole("button", { name: "Turn the authenticator app off…" }).click();
  await factor.getByRole("button", { name: "Turn off" }).click();
  await expect(factor).toContainText("Write why the authenticator app is turned off.");
  await factor.getByLabel("Reason, kept in the audit log").fill("Lost phone and codes; identity checked on a video call");
  await factor.getByRole("button", { name: "Turn off" }).click();

  await expect(factor.getByRole("status")).toHaveText("The authenticator app was turned off and the user told.");
  await expect(factor).toContainText(/Authenticator app\s*Off/);
  await expect(factor.getByRole("button", { name: "Turn the authenticator app off…" })).toHaveCount(0);

  await backOffice.getByRole("link", { name: "Audit log" }).click();
  await expect(backOffice.getByRole("row").filter({ hasText: "User's authenticator app turned off" }).first()).toContainText("Lost phone and codes; identity checked on a video call");

  // The password alone logs the user in now.
  const answer = await data<{ token?: string }>(await request.post("/api/user/loginForU", { form: { account: login.user.email!, password: "Quiet-Harbour-47", login_type: 1 } }));
  expect(answer.token).toMatch(/^[\w-]{43}$/);
  await desk.close();
});

for (const lang of ["ar", "de"]) {
  test(`a user's second factor block fits a 360 px window in ${lang}, in that language, with its reason form open`, async ({ request, browser }) => {
    const login = await registerByApi(request, uniqueEmail(`factor-${lang}`));
    await turnOnTotpByApi(request, login.token);
    const { desk, backOffice } = await signInToBackOffice(browser, request);
    await backOffice.setViewportSize({ width: 360, height: 740 });
    await backOffice.goto(`/admin?lang=${lang}#/users?q=${login.user.uid}`);

    const words = (source: string) => adminText(lang, source);
    const factor = section(backOffice, words("Second factor"));
    await expect(factor).toContainText(words("Recovery codes left"));
    await factor.getByRole("button", { name: words("Turn the authenticator app off…") }).click();
    await expect(factor.getByRole("textbox")).toBeVisible();
    expect(await backOffice.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(360);
    const box = await factor.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(360);
    await desk.close();
  });
}
