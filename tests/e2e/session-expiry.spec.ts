import { expect, test, type Page } from "@playwright/test";
import { advanceServerClock, demoByApi, storeSession } from "./accounts-helpers.ts";

const PAST_SESSION_LIFE_MS = 31 * 86_400_000;

/** Counts every toast the page ever shows, including ones already gone. */
async function countToasts(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { seenToasts: string[] }).seenToasts = seen;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (!(node instanceof HTMLElement)) continue;
          const toasts = node.matches("[data-testid=toast]") ? [node] : [...node.querySelectorAll("[data-testid=toast]")];
          for (const toast of toasts) seen.push(toast.textContent ?? "");
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => [...(window as unknown as { seenToasts: string[] }).seenToasts]);
}

test("a session ended elsewhere is announced by one toast, however many calls and the socket report it", async ({ page, request }) => {
  const session = await demoByApi(request);
  await storeSession(page, session);
  const seenToasts = await countToasts(page);
  await page.goto("/user?lang=en");
  await expect(page.getByTestId("balance")).toHaveText(/\d/);
  await page.getByTestId("tab-quotes").click();

  // On a slow network the balance call answers only after the socket has told the tab.
  let releaseBalance!: () => void;
  const balanceHeld = new Promise<void>((resolve) => (releaseBalance = resolve));
  await page.route("**/v1/api/main/wallet/getBalance**", async (route) => {
    await balanceHeld;
    await route.fulfill({ response: await route.fetch() });
  });
  const balanceAnswered = page.waitForResponse((r) => r.url().includes("/v1/api/main/wallet/getBalance")).then((r) => r.finished());
  await page.getByTestId("user-centre-link").click();

  const revoked = await request.post("/api/user/logout", { headers: { authorization: session.token } });
  expect((await revoked.json()).code).toBe(1);

  // The socket's logout frame ends the session at once.
  await expect(page).toHaveURL(/\/login\?/);
  await expect(page.getByTestId("toast")).toHaveText(["You were logged out on this device, please log in again"]);
  await expect(page.getByTestId("toast")).toHaveCount(0);
  releaseBalance();
  await balanceAnswered;
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(await seenToasts()).toEqual(["You were logged out on this device, please log in again"]);
});

test("an expired session is announced by one toast, not one per refused call", async ({ page, request }) => {
  const session = await demoByApi(request);
  await storeSession(page, session);
  const seenToasts = await countToasts(page);
  await page.goto("/user?lang=en");
  await expect(page.getByTestId("balance")).toHaveText(/\d/);
  await page.getByTestId("tab-quotes").click();

  // Expiry is noticed by the next calls only: nothing tells the socket.
  await advanceServerClock(request, PAST_SESSION_LIFE_MS);

  // On a slow network the balance call answers after the first toast has gone.
  let releaseBalance!: () => void;
  const balanceHeld = new Promise<void>((resolve) => (releaseBalance = resolve));
  await page.route("**/v1/api/main/wallet/getBalance**", async (route) => {
    const response = await route.fetch();
    await balanceHeld;
    await route.fulfill({ response });
  });
  const balanceAnswered = page.waitForResponse((r) => r.url().includes("/v1/api/main/wallet/getBalance")).then((r) => r.finished());

  await page.getByTestId("user-centre-link").click();
  await expect(page).toHaveURL(/\/login\?/);
  await expect(page.getByTestId("toast")).toHaveText(["Your session has expired, please log in again"]);
  await expect(page.getByTestId("toast")).toHaveCount(0);
  releaseBalance();
  await balanceAnswered;
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(await seenToasts()).toEqual(["Your session has expired, please log in again"]);
});
