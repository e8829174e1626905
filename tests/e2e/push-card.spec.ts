import { createECDH, randomBytes } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import type { LoginResponse } from "#domain/contract/accounts.ts";
import { registerByApi } from "./accounts-helpers.ts";

/**
 * The browser's push service is the edge: headless Chromium cannot reach one, so the page gets a
 * stand-in PushManager that hands out a subscription with real P-256 keys. Everything else (the
 * card, the permission flow, the server's checks) is the real thing.
 */
function fakePushService({ p256dh, auth }: { p256dh: string; auth: string }): void {
  const stored = () => localStorage.getItem("fake-push-endpoint");
  const subscriptionAt = (endpoint: string) => ({
    endpoint,
    options: { applicationServerKey: (window as unknown as { fakePushKey: ArrayBuffer }).fakePushKey },
    toJSON: () => ({ endpoint, keys: { p256dh, auth } }),
    unsubscribe: async () => {
      localStorage.removeItem("fake-push-endpoint");
      return true;
    },
  });
  // The browser remembers the permission across loads, as a real one does.
  Object.defineProperty(Notification, "permission", { get: () => localStorage.getItem("fake-push-permission") ?? "default" });
  Notification.requestPermission = async () => {
    localStorage.setItem("fake-push-permission", "granted");
    return "granted";
  };
  PushManager.prototype.getSubscription = async function () {
    const endpoint = stored();
    return (endpoint ? subscriptionAt(endpoint) : null) as unknown as PushSubscription;
  };
  PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
    (window as unknown as { fakePushKey: unknown }).fakePushKey = options?.applicationServerKey;
    const endpoint = `https://push.example.test/${crypto.randomUUID()}`;
    localStorage.setItem("fake-push-endpoint", endpoint);
    return subscriptionAt(endpoint) as unknown as PushSubscription;
  };
}

async function openUserCentre(page: Page, session: LoginResponse): Promise<void> {
  await page.evaluate((value) => localStorage.setItem("pipwise.session", value), JSON.stringify(session));
  await page.goto("/user?lang=en");
  await expect(page.getByTestId("balance")).toHaveText(/\d/);
}

test("notifications are turned on from the user centre for this user only, and end with their log-out", async ({ page, request }) => {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const keys = { p256dh: ecdh.getPublicKey().toString("base64url"), auth: randomBytes(16).toString("base64url") };
  await page.addInitScript(fakePushService, keys);
  const tag = Date.now().toString(36);
  const [first, second] = [await registerByApi(request, `push-a-${tag}@pipwise.test`), await registerByApi(request, `push-b-${tag}@pipwise.test`)];

  await page.goto("/?lang=en");
  await openUserCentre(page, first);
  const card = page.getByTestId("push-card");
  await expect(card).toHaveAttribute("data-status", "off");
  const saved = page.waitForResponse((response) => response.url().endsWith("/api/push/subscribe"));
  await page.getByTestId("push-on").click();
  expect((await (await saved).json()).code).toBe(1);
  await expect(card).toHaveAttribute("data-status", "on");

  // The same user coming back: still on, handed to the server again quietly.
  const resent = page.waitForResponse((response) => response.url().endsWith("/api/push/subscribe"));
  await page.reload();
  await expect(card).toHaveAttribute("data-status", "on");
  expect((await (await resent).json()).code).toBe(1);

  // Their session ends without a log-out, and someone else logs in on this browser: not theirs.
  const handed: string[] = [];
  page.on("request", (sent) => {
    if (sent.url().endsWith("/api/push/subscribe")) handed.push(sent.url());
  });
  await openUserCentre(page, second);
  await expect(card).toHaveAttribute("data-status", "off");
  expect(handed).toEqual([]);

  // The first user again, logging out: the browser lets go of the subscription.
  await openUserCentre(page, first);
  await expect(card).toHaveAttribute("data-status", "on");
  await page.goto("/mine/system?lang=en");
  await page.getByTestId("logout").click();
  await page.getByTestId("logout-dialog").getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem("fake-push-endpoint"))).toBeNull();
});
