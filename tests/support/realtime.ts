import { expect, type BrowserContext, type Page } from "@playwright/test";
import { expectHomeRows } from "./quotes.ts";
import type { RealtimeState } from "#workers/realtime/types.ts";
import type { TransportMode } from "#realtime/open-transport.ts";

/** The realtime worker's state as the tab sees it (`window.__pipwise.realtime`). */
export async function realtimeState(page: Page): Promise<RealtimeState & { mode: TransportMode }> {
  await expect.poll(() => page.evaluate(() => Boolean(window.__pipwise?.realtime)), { message: "realtime test handle" }).toBe(true);
  return page.evaluate(async () => {
    const handle = window.__pipwise!.realtime!;
    return { ...(await handle.state()), mode: handle.mode };
  });
}

/** Hides SharedWorker from every page of the context, as on Chrome for Android before 148. */
export async function withoutSharedWorker(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    delete (window as { SharedWorker?: unknown }).SharedWorker;
  });
}

/** The two ways tabs share one socket, as the e2e tests set them up. */
export const TRANSPORTS = [
  { name: "with SharedWorker", mode: "shared", prepare: async (_context: BrowserContext) => {} },
  { name: "without SharedWorker (Web Lock fallback)", mode: "elected", prepare: withoutSharedWorker },
] as const;

/** Opens `/` in two tabs of one context and waits for their rows. */
export async function openHomeTabs(context: BrowserContext): Promise<[Page, Page]> {
  const tabs: [Page, Page] = [await context.newPage(), await context.newPage()];
  for (const tab of tabs) {
    await tab.goto("/");
    await expectHomeRows(tab);
  }
  return tabs;
}
