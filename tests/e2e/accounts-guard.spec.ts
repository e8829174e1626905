import { expect, test } from "@playwright/test";
import { fromOf, logInThroughForm, registerByApi, uniqueEmail } from "./accounts-helpers.ts";

test("visiting /order logged out lands on /login?from=/order and returns there after login", async ({ page, request }) => {
  const email = uniqueEmail("guard");
  await registerByApi(request, email);

  await page.goto("/order");
  await expect(page).toHaveURL(/\/login\?/);
  expect(fromOf(page.url())).toBe("/order");

  await logInThroughForm(page, email);
  await expect(page).toHaveURL(/\/order$/);

  // The session is kept on the device: a reload stays logged in.
  await page.reload();
  await expect(page).toHaveURL(/\/order$/);
});

test("a session revoked on the server sends the user to log in again, back to where they were", async ({ page, request }) => {
  const email = uniqueEmail("revoked");
  await registerByApi(request, email);
  await page.goto("/login?lang=en&from=%2Fuser");
  await logInThroughForm(page, email);
  await expect(page.getByTestId("user-name")).toHaveText(email);

  // The session ends elsewhere (logged out on the server): the socket's logout frame reaches this
  // tab at once, without any call or navigation of its own.
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("pipwise.session") ?? "{}").token as string);
  const revoked = await request.post("/api/user/logout", { headers: { authorization: stored } });
  expect((await revoked.json()).code).toBe(1);

  await expect(page).toHaveURL(/\/login\?/);
  await expect(page.getByText("You were logged out on this device, please log in again")).toHaveCount(1);
  expect(fromOf(page.url())).toBe("/user");
  expect(await page.evaluate(() => localStorage.getItem("pipwise.session"))).toBeNull();
});
