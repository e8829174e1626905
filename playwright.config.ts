import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, chromiumExecutable } from "./tests/support/chromium.ts";

const PORT = Number(process.env.E2E_PORT ?? 18480);
export const E2E_BASE_URL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: "tests/e2e",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  use: {
    ...devices["Pixel 7"],
    // The narrowest phone the layout must fit.
    viewport: { width: 360, height: 740 },
    // A Hong Kong phone, the product's first audience: a first visit with no choice opens in Traditional Chinese.
    locale: "zh-HK",
    // A phone in dark mode, the theme the product was drawn in; the theme specs emulate light themselves.
    colorScheme: "dark",
    baseURL: E2E_BASE_URL,
    launchOptions: { executablePath: chromiumExecutable(), args: CHROMIUM_ARGS },
    trace: "retain-on-failure",
  },
  projects: [{ name: "chromium", use: { browserName: "chromium" } }],
  webServer: {
    // A fresh data directory per run, removed when the server has closed.
    command: "node --import tsx tests/support/e2e-server.ts",
    url: `${E2E_BASE_URL}/api/basicSet/getBasicInfo`,
    timeout: 180_000,
    reuseExistingServer: false,
    gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
    stdout: "pipe",
    env: {
      PORT: String(PORT),
      HOST: "127.0.0.1",
      HISTORY_DAYS: "3",
      MARKET_SESSIONS: "always-open",
      PIPWISE_TEST_HOOKS: "1",
      // Every spec registers from 127.0.0.1; the per-address limits have their own server tests.
      REGISTRATIONS_PER_IP_PER_HOUR: "1000",
      CODES_PER_IP_PER_HOUR: "1000",
      SOCKET_OPENS_PER_ADDRESS_PER_MINUTE: "100000",
    },
  },
});
