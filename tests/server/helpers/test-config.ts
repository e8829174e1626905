import { join } from "node:path";

/** Three days of history keep the template small yet give every period, even 1day, several candles. */
export const TEST_HISTORY_DAYS = 3;
export const TEST_MARKET_SEED = 42;

/** Every test and bench client connects from 127.0.0.1 (or through the proxy on it); the per-address socket limits have their own test. */
export const ONE_ADDRESS_SOCKETS = { SOCKETS_PER_ADDRESS: "100000", SOCKET_OPENS_PER_ADDRESS_PER_MINUTE: "100000" };

/** What every test server runs with, on a port of its own, over `dataDir`, with no built PWA under `root`, markets always open. */
export function testServerEnv(root: string, dataDir: string): Record<string, string> {
  return {
    HOST: "127.0.0.1",
    PORT: "0",
    DATA_DIR: dataDir,
    STATIC_DIR: join(root, "no-dist"),
    MARKET_SESSIONS: "always-open",
    HISTORY_DAYS: String(TEST_HISTORY_DAYS),
    MARKET_SEED: String(TEST_MARKET_SEED),
    ...ONE_ADDRESS_SOCKETS,
  };
}
