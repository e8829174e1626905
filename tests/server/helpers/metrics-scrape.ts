/** The token the multi-process tests and benches give their servers: /metrics is closed to everyone else. */
export const SCRAPER_TOKEN = "pipwise-test-scraper";

/** What a server's environment needs for `metricsOf` to read it. */
export const SCRAPER_ENV = { METRICS_TOKEN: SCRAPER_TOKEN };

/** A server's /metrics, read as its scraper. */
export async function metricsOf(baseUrl: string): Promise<string> {
  return (await fetch(`${baseUrl}/metrics`, { headers: { authorization: `Bearer ${SCRAPER_TOKEN}` } })).text();
}
