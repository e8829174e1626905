import type { BrowserContext } from "@playwright/test";

/**
 * Holds every module script of the page (all but the early classic script) until `release()`, as a
 * phone network still bringing the bundle in; `held` lists their paths in the order asked for.
 */
export async function holdModuleScripts(context: BrowserContext): Promise<{ held: string[]; release: () => void }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: string[] = [];
  await context.route(
    (url) => url.pathname.startsWith("/assets/") && url.pathname.endsWith(".js") && !url.pathname.startsWith("/assets/early-"),
    async (route) => {
      held.push(new URL(route.request().url()).pathname);
      await released;
      await route.continue().catch(() => {});
    },
  );
  return { held, release };
}
