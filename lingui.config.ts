import { defineConfig } from "@lingui/cli";
import { formatter } from "@lingui/format-po";
import { CATALOG_LOCALES, SOURCE_LOCALE } from "./src/domain/locales.ts";

export default defineConfig({
  sourceLocale: SOURCE_LOCALE,
  locales: [...CATALOG_LOCALES],
  catalogs: [
    {
      path: "<rootDir>/locales/{locale}",
      include: ["<rootDir>/src", "<rootDir>/server", "<rootDir>/workers"],
      exclude: ["**/node_modules/**", "**/*.test.ts", "**/*.test.tsx"],
    },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: "messageId",
});
