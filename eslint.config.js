import { defineConfig } from "eslint/config";
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";

// Without type information: typescript-eslint's type-aware rules took over a minute on 2 cores.
export default defineConfig(
  { ignores: ["dist/", "dist-server/", "data/", ".data-test/", ".vite/", "node_modules/", "test-results/", "playwright-report/", "locales/"] },
  { linterOptions: { reportUnusedDisableDirectives: "error" } },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    rules: {
      // The `_` prefix marks a parameter a signature needs, as tsc's noUnusedParameters reads it; a
      // destructured name beside `...rest` is the property left out.
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", ignoreRestSiblings: true }],
      eqeqeq: ["error", "smart"],
      // Another folder is reached by its subpath import (#domain/…, #server/…: package.json "imports"), so a
      // move does not rewrite chains of ../ and an import says which part of the house it leaves for.
      "no-restricted-imports": ["error", { patterns: [{ regex: "^[.][.]/[.][.]/", message: "Import another folder by its #alias (package.json imports), not by climbing ../../" }] }],
    },
  },
  {
    files: ["**/*.ts", "**/*.tsx"],
    plugins: { "react-hooks": reactHooks },
    // Errors, not the plugin's warnings: a warning does not fail `npm test`.
    rules: { "react-hooks/rules-of-hooks": "error", "react-hooks/exhaustive-deps": "error" },
  },
  { files: ["tests/bench/latency-probe.js"], languageOptions: { globals: globals.browser } },
  // A CommonJS file (the cruiser's configs) has no other way to load a module than require.
  { files: ["*.cjs"], languageOptions: { sourceType: "commonjs", globals: globals.node }, rules: { "@typescript-eslint/no-require-imports": "off" } },
  { files: ["eslint.config.js"], languageOptions: { globals: globals.node } },
);
