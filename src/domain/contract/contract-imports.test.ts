import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const DIR = import.meta.dirname;
const isSource = (name: string) => name.endsWith(".ts") && !name.endsWith(".test.ts");
const sources = readdirSync(DIR).filter(isSource);
const routeSources = readdirSync(join(DIR, "routes")).filter(isSource).map((name) => `routes/${name}`);

describe("the HTTP contract modules", () => {
  it("exist for every call group the server validates", () => {
    expect(sources.sort()).toEqual([
      "accounts.ts",
      "alerts.ts",
      "back-office-funds.ts",
      "back-office-swap.ts",
      "back-office-users.ts",
      "back-office-withdraw.ts",
      "back-office.ts",
      "company.ts",
      "devices.ts",
      "factors.ts",
      "favourites.ts",
      "fields.ts",
      "forex-wire.ts",
      "forex.ts",
      "funds.ts",
      "identity.ts",
      "news.ts",
      "passkeys.ts",
      "push.ts",
      "settings.ts",
      "statement.ts",
      "trading.ts",
      "withdraw.ts",
    ]);
  });

  it("import nothing but TypeBox's builder and other domain files, so the PWA's first load carries no validator", () => {
    for (const name of [...sources, ...routeSources]) {
      const specifiers = [...readFileSync(join(DIR, name), "utf8").matchAll(/from "([^"]+)"/g)].map((match) => match[1]!);
      for (const specifier of specifiers) expect(specifier === "typebox" || /^(\.\.?\/|#domain\/)[\w./-]+\.ts$/.test(specifier), `${name}: ${specifier}`).toBe(true);
      expect(readFileSync(join(DIR, name), "utf8"), name).not.toMatch(/typebox\/(compile|value)|\bajv\b/);
    }
  });
});
