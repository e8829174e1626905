import { launch, type LaunchedChrome } from "chrome-launcher";
import lighthouse, { type Result } from "lighthouse";
import { CHROMIUM_ARGS, chromiumExecutable } from "../support/chromium.ts";

/** One headless Chromium with the end-to-end flags, driven by Lighthouse over its debugging port. */
export async function launchChromium(): Promise<LaunchedChrome> {
  const chromePath = process.env.CHROME_PATH ?? chromiumExecutable();
  if (!chromePath) throw new Error("no Chromium: set CHROME_PATH");
  return launch({ chromePath, chromeFlags: ["--headless=new", ...CHROMIUM_ARGS] });
}

/**
 * Lighthouse's default run (mobile form factor, simulated Slow 4G and 4× CPU) of the performance
 * and accessibility categories. Lighthouse clears the origin's storage first, so each run is a first visit.
 */
export async function audit(chrome: LaunchedChrome, url: string): Promise<Result> {
  const result = await lighthouse(url, { port: chrome.port, logLevel: "error", output: "json", onlyCategories: ["performance", "accessibility"] });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (result.lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${result.lhr.runtimeError.message}`);
  return result.lhr;
}
