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
 * then scrolls it in and reports, four frames later, what it shows and which closes were current
 * from the scroll on. Null while the row is not behind yet. The row learns it is on screen from an
 * IntersectionObserver task after the first frame lays it out, so it shows the price in the second
 * or third; its next tick would take about thirty.
 */
function scrollInWhenBehind(code: string) {
  // The wire and the row differ only by trailing zeros.
  const canonical = (raw: string) => {
    const text = raw.trim().replace(/,/g, "");
    return text.includes(".") ? text.replace(/0+$/, "").replace(/\.$/, "") : text;
  };
  const row = document.querySelector<HTMLElement>(`[data-testid="quote-row"][data-code="${code}"]`)!;
  const price = () => canonical(row.querySelector('[data-testid="quote-price"]')!.textContent ?? "");
  const sent = (window as unknown as Window).__closes[code] ?? [];
  const top = row.getBoundingClientRect().top;
  if (top < window.innerHeight + 300 || sent.length === 0 || canonical(sent.at(-1)!) === price()) return null;
  const from = sent.length - 1;
  row.scrollIntoView({ block: "center" });
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  return frame().then(frame).then(frame).then(frame).then(() => ({ shown: price(), current: sent.slice(from).map(canonical) }));
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

/**
 * For 10 s, watches the first row just below the screen (within 150 px of it): of the new closes its
 * instrument was sent, how many the row showed within 100 ms. A row that follows every tick shows
 * nearly all of them; one refreshed every few seconds, a few.
 */
function watchRowBelowScreen() {
  const canonical = (raw: string) => {
    const text = raw.trim().replace(/,/g, "");
    return text.includes(".") ? text.replace(/0+$/, "").replace(/\.$/, "") : text;
  };
  const row = [...document.querySelectorAll<HTMLElement>('[data-testid="quote-row"]')].find((el) => {
    const top = el.getBoundingClientRect().top;
    return top > window.innerHeight && top < window.innerHeight + 150;
  })!;
  const code = row.getAttribute("data-code")!;
  const price = row.querySelector('[data-testid="quote-price"]')!;
  const sent: [string, number][] = [];
  const shown: [string, number][] = [];
  new BroadcastChannel("pipwise-live").addEventListener("message", (event: MessageEvent) => {
    if (typeof event.data !== "string") return;
    const frame = JSON.parse(event.data) as { topic?: string; data?: { Code: string; Close: string }[] };
    if (frame.topic !== "DAY_MARKET") return;
    for (const quote of frame.data ?? []) {
      if (quote.Code === code && canonical(quote.Close) !== sent.at(-1)?.[0]) sent.push([canonical(quote.Close), performance.now()]);
    }
  });
  new MutationObserver(() => shown.push([canonical(price.textContent ?? ""), performance.now()])).observe(price, {
    subtree: true,
    childList: true,
    characterData: true,
  });
  return new Promise<{ sent: number; followed: number }>((resolve) =>
    setTimeout(() => {
      const followed = sent.filter(([close, at]) => shown.some(([text, when]) => text === close && when >= at && when - at <= 100));
      resolve({ sent: sent.length, followed: followed.length });
    }, 10_000),
  );
}

test("a row just below the screen is refreshed now and then, not on every tick", async ({ page }) => {
  await page.goto("/");
  await expectHomeRows(page);
  await expect(page.getByTestId("quote-price").first()).toHaveText(/\d/);
  const { sent, followed } = await page.evaluate(watchRowBelowScreen);
  expect(sent, "new closes sent").toBeGreaterThanOrEqual(5);
  expect(followed, `closes shown within 100 ms, of ${sent}`).toBeLessThanOrEqual(sent / 2);
});
