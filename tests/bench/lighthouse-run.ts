import { launch, type LaunchedChrome } from "chrome-launcher";
import lighthouse, { type Result } from "lighthouse";
import { CHROMIUM_ARGS, chromiumExecutable } from "../support/chromium.ts";

/** One headless Chromium with the end-to-end flags, driven by Lighthouse over its debugging port. */
export async function launchChromium(): Promise<LaunchedChrome> {
  const chromePath = process.env.CHROME_PATH ?? chromiumExecutable();
  if (!chromePath) throw new Error("no Chromium: set CHROME_PATH");
  return launch({ chromePath, chromeFlags: ["--headless=new", ...CHROMIUM_ARGS] });
}

const ATTEMPTS = 3;

/**
 * Lighthouse's default run (mobile form factor, simulated Slow 4G and 4× CPU) of the performance
 * and accessibility categories. Lighthouse clears the origin's storage first, so each run is a first visit.
 * On a loaded machine Chromium now and then drops the trace's navigation start (NO_NAVSTART): such a
 * run is tried again, up to three times in all.
 */
export async function audit(chrome: LaunchedChrome, url: string): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, { port: chrome.port, logLevel: "error", output: "json", onlyCategories: ["performance", "accessibility"] });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const failure = result.lhr.runtimeError;
    if (!failure) return result.lhr;
    if (attempt === ATTEMPTS) throw new Error(`Lighthouse failed ${ATTEMPTS} times on ${url}: ${failure.message}`);
    console.warn(`Lighthouse failed on ${url} (${failure.code}), trying again`);
  }
}
