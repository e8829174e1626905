import { defineConfig } from "vitest/config";
import { linguiMacroBabel } from "./vite.config.ts";

export default defineConfig({
  plugins: [linguiMacroBabel()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["src/**/*.test.{ts,tsx}", "workers/**/*.test.ts", "server/**/*.test.ts", "tests/i18n/**/*.test.ts", "tests/checks/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        extends: true,
        test: {
          name: "server",
          include: ["tests/server/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/server/global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
