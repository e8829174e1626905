import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import type { LoginResponse } from "#domain/contract/accounts.ts";
import { dec } from "#domain/decimal.ts";
import { registerByApi, uniqueEmail } from "./accounts-helpers.ts";
import { expectPicturesShown, signInToBackOffice } from "./back-office-helpers.ts";
import { phonePhoto } from "./photos.ts";

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

async function dataOf<T>(answer: Awaited<ReturnType<APIRequestContext["get"]>>): Promise<T> {
  const body = (await answer.json()) as Envelope<T>;
  expect(body.code, body.msg).toBe(1);
  return body.data;
}

/** A coin deposit as the PWA sends it: the receipt uploaded first, then the amount and the channel. */
async function depositCoins(request: APIRequestContext, session: LoginResponse, currency: string, number: string, hue: number): Promise<number> {
  const headers = { authorization: session.token };
  const channels = await dataOf<{ id: number; currency_code: string }[]>(await request.get("/api/quickCharge/symbols", { headers }));
  const channel = channels.find((c) => c.currency_code === currency)!;
  const upload = await dataOf<{ url: string }>(
    await request.post("/api/common/image_upload", {
      headers,
      multipart: { file: { name: "receipt.jpg", mimeType: "image/jpeg", buffer: await phonePhoto(hue) } },
    }),
  );
  const sent = await dataOf<{ id: number }>(
    await request.post("/api/quickCharge/submit", { headers, form: { number, proofImg: upload.url, charge_id: channel.id } }),
  );
  return sent.id;
}

async function balanceOf(request: APIRequestContext, session: LoginResponse): Promise<string> {
  const wallet = await dataOf<{ balance: string }>(await request.get("/v1/api/main/wallet/getBalance", { headers: { authorization: session.token } }));
  return wallet.balance;
}

const depositsLink = (backOffice: Page) => backOffice.getByRole("link", { name: /^Deposits/ });

/** The unchecked deposits the navigation counts, and the total the queue's pager names: the same number. */
async function expectQueueCount(backOffice: Page, count: number): Promise<void> {
  await expect(depositsLink(backOffice).locator(".nav-count")).toHaveText(String(count));
  await expect(backOffice.locator(".pager-range")).toContainText(`of ${count}`);
}

test("an operator configures a channel, approves one deposit with its credit and rejects another with a remark", async ({ request, browser }) => {
  const session = await registerByApi(request, uniqueEmail("deposit"));
  const { uid } = session.user;
  const btcDeposit = await depositCoins(request, session, "BTC", "0.0015", 11);
  const usdtDeposit = await depositCoins(request, session, "USDT", "42", 12);
  const balanceBefore = await balanceOf(request, session);

  const { desk, backOffice } = await signInToBackOffice(browser, request);

  // Funds settings: the seeded samples are marked, a new channel is checked before it is sent, then listed.
  await backOffice.getByRole("link", { name: "Funds settings" }).click();
  const channels = backOffice.getByRole("region", { name: "Coin channels" });
  await expect(channels.getByRole("row").filter({ hasText: "SAMPLE-BTC-NOT-A-REAL-ADDRESS" })).toContainText("Sample");
  await expect(backOffice.getByRole("region", { name: "Wire bank accounts" }).getByText("SMPLDEFF")).toBeVisible();
  await channels.getByRole("button", { name: "Add channel" }).click();
  await channels.getByLabel("Currency").fill("usdc");
  await channels.getByLabel("Network").fill("ERC20");
  await channels.getByLabel("Deposit address").fill("0xE2E0000000000000000000000000000000C0FFEE");
  await channels.getByLabel("USD price per unit").fill("0");
  await channels.getByRole("button", { name: "Save" }).click();
  await expect(channels.getByText("The USD price must be more than zero.")).toBeVisible();
  await channels.getByLabel("USD price per unit").fill("1");
  await channels.getByRole("button", { name: "Save" }).click();
  await expect(channels.getByText("Saved.")).toBeVisible();
  const added = channels.getByRole("row").filter({ hasText: "0xE2E0000000000000000000000000000000C0FFEE" });
  await expect(added).toContainText("USDC");
  await expect(added).toContainText("ERC20");
  await expect(added).toContainText("Open");
  await expect(added).not.toContainText("Sample");

  // The queue: oldest first, counted in the navigation.
  await depositsLink(backOffice).click();
  await expect(backOffice.getByRole("heading", { name: "Deposits" })).toBeVisible();
  const unchecked = Number(await depositsLink(backOffice).locator(".nav-count").textContent());
  expect(unchecked).toBeGreaterThanOrEqual(2);
  await expectQueueCount(backOffice, unchecked);

  await backOffice.getByRole("row").filter({ hasText: uid }).filter({ hasText: "0.0015 BTC" }).click();
  const panel = backOffice.getByRole("region", { name: "Review" });
  await expect(panel.getByRole("heading", { name: `Deposit #${btcDeposit}` })).toBeVisible();
  await expectPicturesShown(panel.locator("img"), 1);
  await expect(panel.getByTestId("credit-line")).toHaveText("Credit on approval: 135.00 USD at 90000 USD per BTC");
  await panel.getByRole("button", { name: "Proof of payment" }).click();
  await backOffice.getByRole("button", { name: "Rotate right" }).click();
  await backOffice.getByRole("dialog").getByRole("button", { name: "Close" }).click();

  await panel.getByRole("button", { name: "Approve…" }).click();
  await expect(panel).toContainText(`Credit 135.00 USD to the balance of UID ${uid}?`);
  await panel.getByRole("button", { name: "Approve and credit" }).click();
  await expect(backOffice.getByText(`Deposit #${btcDeposit} approved and credited.`)).toBeVisible();
  await expectQueueCount(backOffice, unchecked - 1);
  expect(dec(await balanceOf(request, session)).minus(balanceBefore).toFixed()).toBe("135");

  await backOffice.getByLabel("Status").selectOption({ label: "Finished" });
  const finished = backOffice.getByRole("row").filter({ hasText: `#${btcDeposit}` });
  await expect(finished).toContainText("135.00");
  await expect(finished).toContainText("Finished");

  // The second one is rejected: a remark is required, and shown under Rejected.
  await backOffice.getByLabel("Status").selectOption({ label: "Unchecked" });
  await backOffice.getByRole("row").filter({ hasText: `#${usdtDeposit}` }).click();
  await panel.getByRole("button", { name: "Reject…" }).click();
  await panel.getByRole("button", { name: "Reject", exact: true }).click();
  await expect(panel.getByText("Write why the deposit is rejected.")).toBeVisible();
  await panel.getByLabel("Remark for the user").fill("The receipt shows 24 USDT, not 42");
  await panel.getByRole("button", { name: "Reject", exact: true }).click();
  await expect(backOffice.getByText(`Deposit #${usdtDeposit} rejected.`)).toBeVisible();
  await expectQueueCount(backOffice, unchecked - 2);
  await backOffice.getByLabel("Status").selectOption({ label: "Rejected" });
  await expect(backOffice.getByRole("row").filter({ hasText: `#${usdtDeposit}` })).toContainText("The receipt shows 24 USDT, not 42");

  await backOffice.getByRole("link", { name: "Audit log" }).click();
  await expect(backOffice.getByText("Deposit approved").first()).toBeVisible();
  await expect(backOffice.getByText("Deposit rejected").first()).toBeVisible();
  await expect(backOffice.getByText("Deposit channel added").first()).toBeVisible();
  await desk.close();
});
