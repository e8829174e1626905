import { expect, test } from "@playwright/test";
import { expectHomeRows } from "../support/quotes.ts";

type Window = { __closes: Record<string, string[]> };

/** Every close each instrument was sent, oldest first, as the tab's live channel carried them. */
function recordCloses() {
  const closes: Record<string, string[]> = {};
  (window as unknown as Window).__closes = closes;
  new BroadcastChannel("pipwise-live").addEventListener("message", (event: MessageEvent) => {
    if (typeof event.data !== "string") return;
    const frame = JSON.parse(event.data) as { topic?: string; data?: { Code: string; Close: string }[] };
    if (frame.topic !== "DAY_MARKET") return;
    for (const quote of frame.data ?? []) (closes[quote.Code] ??= []).push(quote.Close);
  });
}

/**
 * Waits until the row of `code` is off screen and shows an older price than the last one sent,
 * then scrolls it in and reports, three frames later, what it shows and which closes were current
 * from the scroll on. Null while the row is not behind yet.
 */
function scrollInWhenBehind(code: string) {
  // The wire and the row differ only by trailing zeros.
  const canonical = (text: string) => (text.includes(".") ? text.trim().replace(/0+$/, "").replace(/\.$/, "") : text.trim());
  const row = document.querySelector<HTMLElement>(`[data-testid="quote-row"][data-code="${code}"]`)!;
  const price = () => canonical(row.querySelector('[data-testid="quote-price"]')!.textContent ?? "");
  const sent = (window as unknown as Window).__closes[code] ?? [];
  const top = row.getBoundingClientRect().top;
  if (top < window.innerHeight + 300 || sent.length === 0 || canonical(sent.at(-1)!) === price()) return null;
  const from = sent.length - 1;
  row.scrollIntoView({ block: "center" });
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  return frame().then(frame).then(frame).then(() => ({ shown: price(), current: sent.slice(from).map(canonical) }));
}

test("a row that missed ticks off screen shows its latest price as soon as it scrolls in", async ({ page }) => {
  await page.addInitScript(recordCloses);
  await page.goto("/");
  await expectHomeRows(page);
  const codes = await page.locator('[data-testid="quote-row"]').evaluateAll((rows) => rows.map((row) => row.getAttribute("data-code")!));

  // Several rows, each scrolled in while behind: a row that only caught up on its next tick would fail.
  for (const code of codes.slice(-4)) {
    await page.evaluate(() => window.scrollTo(0, 0));
    let result: { shown: string; current: string[] } | null = null;
    await expect
      .poll(async () => (result = await page.evaluate(scrollInWhenBehind, code)), { timeout: 15_000, intervals: [50], message: `${code} behind off screen` })
      .not.toBeNull();
    expect(result!.current, `${code} scrolled in`).toContain(result!.shown);
  }
});
