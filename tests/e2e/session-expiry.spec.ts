import { expect, test } from "@playwright/test";
import { demoByApi, storeSession } from "./accounts-helpers.ts";

test("an expired session is announced by one toast, not one per refused call", async ({ page, request }) => {
  const session = await demoByApi(request);
  await storeSession(page, session);
  await page.goto("/user?lang=en");
  await expect(page.getByTestId("balance")).toHaveText(/\d/);
  await page.getByTestId("tab-quotes").click();

  const revoked = await request.post("/api/user/logout", { headers: { authorization: session.token } });
  expect((await revoked.json()).code).toBe(1);

  // Back on the user centre, its user and balance calls are both refused with 999.
  const refused = ["/api/user/info", "/v1/api/main/wallet/getBalance"].map((path) =>
    page.waitForResponse((r) => r.url().includes(path)).then((r) => r.finished()),
  );
  await page.getByTestId("user-centre-link").click();
  await expect(page).toHaveURL(/\/login\?/);
  await Promise.all(refused);
  await expect(page.getByTestId("toast")).toHaveText(["Your session has expired, please log in again"]);
  // Nothing arrives late either: still one toast once every answer has been handled.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
  await expect(page.getByTestId("toast")).toHaveCount(1);
});
