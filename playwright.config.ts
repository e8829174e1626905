import { defineConfig, devices } from "@playwright/test";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CHROMIUM_ARGS, chromiumExecutable } from "./tests/support/chromium.ts";

const PORT = Number(process.env.E2E_PORT ?? 18480);
export const E2E_BASE_URL = `http://127.0.0.1:${PORT}`;
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), "pipwise-e2e-"));

export default defineConfig({
  testDir: "tests/e2e",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  use: {
    ...devices["Pixel 7"],
    baseURL: E2E_BASE_URL,
    launchOptions: { executablePath: chromiumExecutable(), args: CHROMIUM_ARGS },
    trace: "retain-on-failure",
  },
  projects: [{ name: "chromium", use: { browserName: "chromium" } }],
  webServer: {
    command: "node --import tsx server/main.ts",
    url: `${E2E_BASE_URL}/api/basicSet/getBasicInfo`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: "pipe",
    env: {
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      HISTORY_DAYS: "3",
      MARKET_SESSIONS: "always-open",
      PIPWISE_TEST_HOOKS: "1",
    },
  },
});
