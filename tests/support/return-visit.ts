import type { APIRequestContext, BrowserContext, Page } from "@playwright/test";
import { dropAllSockets, holdSockets, releaseSockets } from "./server-hooks.ts";

/**
 * A return visit on a network that has not answered yet: the API reads named are held by the
 * test and every new socket waits unanswered, so what shows can only come from the device.
 */
export async function holdNetwork(context: BrowserContext, request: APIRequestContext, paths: string[]) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: string[] = [];
  for (const path of paths) {
    await context.route((url) => url.pathname === path, async (route) => {
      held.push(path);
      await released;
      await route.continue().catch(() => {});
    });
  }
  await holdSockets(request);
  // The SharedWorker's socket is open; cut it, so that its reconnection waits too.
  await dropAllSockets(request);
  return {
    held,
    async release() {
      release();
      await releaseSockets(request);
    },
  };
}

/** Closes the first visit's page and opens `path` in a new one, as a user coming back later. */
export async function comeBack(context: BrowserContext, page: Page, path: string): Promise<Page> {
  await page.close();
  const next = await context.newPage();
  await next.goto(path);
  return next;
}
