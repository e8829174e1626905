import { defineConfig } from "@lingui/cli";
import { formatter } from "@lingui/format-po";
import { CATALOG_LOCALES, SOURCE_LOCALE } from "./src/domain/locales.ts";

export default defineConfig({
  sourceLocale: SOURCE_LOCALE,
  locales: [...CATALOG_LOCALES],
  catalogs: [
    // The PWA loads its language's catalog before the first prices: the server's messages (refusals,
    // ledger memos, mail) and the operators' back office live in catalogs of their own so they never
    // weigh on that first load.
    {
      path: "<rootDir>/locales/{locale}",
      include: ["<rootDir>/src", "<rootDir>/workers"],
      exclude: ["**/node_modules/**", "**/*.test.ts", "**/*.test.tsx", "<rootDir>/src/admin/**"],
    },
    {
      path: "<rootDir>/locales/server/{locale}",
      include: ["<rootDir>/server"],
      exclude: ["**/node_modules/**", "**/*.test.ts", "**/*.test.tsx"],
    },
    {
      path: "<rootDir>/locales/admin/{locale}",
      include: ["<rootDir>/src/admin"],
      exclude: ["**/node_modules/**", "**/*.test.ts", "**/*.test.tsx"],
    },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: "messageId",
});
