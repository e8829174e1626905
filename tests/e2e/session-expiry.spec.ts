import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { LIVE_CHANNEL } from "#workers/realtime/types.ts";
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

/** Counts the socket's session-ended notices the page hears from the realtime worker. */
async function countSessionEndings(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript((channel) => {
    const heard = { count: 0 };
    (window as unknown as { sessionEndings: typeof heard }).sessionEndings = heard;
    new BroadcastChannel(channel).addEventListener("message", ({ data }: MessageEvent) => {
      if (typeof data === "object" && data.kind === "session-ended") heard.count += 1;
    });
  }, LIVE_CHANNEL);
  return () => page.evaluate(() => (window as unknown as { sessionEndings: { count: number } }).sessionEndings.count);
}

/** Lets the page render what it was told until now: two animation frames. */
function renderedFrames(page: Page): Promise<unknown> {
  return page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** A demo user who saw the user centre once and went back to the quotes; counts every toast from then on. */
async function demoUserOnQuotes(page: Page, request: APIRequestContext) {
  const session = await demoByApi(request);
  await storeSession(page, session);
  const seenToasts = await countToasts(page);
  await page.goto("/user?lang=en");
  await expect(page.getByTestId("balance")).toHaveText(/\d/);
  // The quotes take the user's favourites on every visit: answered before the test moves the clock.
  const favourites = page.waitForResponse((response) => response.url().includes("/api/favourites/list"));
  await page.getByTestId("tab-quotes").click();
  await favourites;
  return { session, seenToasts };
}

/**
 * Holds the balance call as a slow network would, until `release`; with `askFirst` its answer is
 * asked of the server at once and only delivered late, else it is asked only after the release.
 */
async function holdBalance(page: Page, askFirst: boolean) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/v1/api/main/wallet/getBalance**", async (route) => {
    const early = askFirst ? await route.fetch() : undefined;
    await held;
    await route.fulfill({ response: early ?? (await route.fetch()) });
  });
  const answered = page.waitForResponse((r) => r.url().includes("/v1/api/main/wallet/getBalance")).then((r) => r.finished());
  return { release, answered };
}

/** The held call answers after the toast has gone; the page has shown exactly `text`, once. */
async function expectOneToast(page: Page, balance: { release: () => void; answered: Promise<unknown> }, seenToasts: () => Promise<string[]>, text: string) {
  await expect(page).toHaveURL(/\/login\?/);
  await expect(page.getByTestId("toast")).toHaveText([text]);
  await expect(page.getByTestId("toast")).toHaveCount(0);
  balance.release();
  await balance.answered;
  await renderedFrames(page);
  expect(await seenToasts()).toEqual([text]);
}

test("a session ended elsewhere is announced by one toast, however many calls and the socket report it", async ({ page, request }) => {
  const { session, seenToasts } = await demoUserOnQuotes(page, request);
  const balance = await holdBalance(page, false);
  await page.getByTestId("user-centre-link").click();

  const revoked = await request.post("/api/user/logout", { headers: { authorization: session.token } });
  expect((await revoked.json()).code).toBe(1);

  // The socket's logout frame ends the session at once.
  await expectOneToast(page, balance, seenToasts, "You were logged out on this device, please log in again");
});

test("an expired session is announced by one toast, not one per refused call", async ({ page, request }) => {
  const { seenToasts } = await demoUserOnQuotes(page, request);
  // Expiry is noticed by the next calls only: nothing tells the socket.
  await advanceServerClock(request, PAST_SESSION_LIFE_MS);
  const balance = await holdBalance(page, true);

  await page.getByTestId("user-centre-link").click();
  await expectOneToast(page, balance, seenToasts, "Your session has expired, please log in again");
});

test("a logout in one tab ends the session in the others without a toast", async ({ context, request }) => {
  const session = await demoByApi(request);
  const [leaving, other] = [await context.newPage(), await context.newPage()];
  await storeSession(leaving, session);
  await storeSession(other, session);
  const seenInOther = await countToasts(other);
  const endingsHeardInOther = await countSessionEndings(other);
  for (const tab of [leaving, other]) {
    await tab.goto("/user?lang=en");
    await expect(tab.getByTestId("balance")).toHaveText(/\d/);
  }

  await leaving.goto("/mine/system?lang=en");
  await leaving.getByTestId("logout").click();
  await leaving.getByTestId("confirm-ok").click();
  await expect(leaving).toHaveURL(/\/$/);

  // The other tab follows: its user centre asks for a login, and it said nothing about it, not even
  // when the socket's logout frame reached it.
  await expect(other.getByTestId("balance")).toBeHidden();
  await expect.poll(endingsHeardInOther).toBe(1);
  await renderedFrames(other);
  expect(await seenInOther()).toEqual([]);
});
