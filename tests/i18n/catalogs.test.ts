import { readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { getConfig } from "@lingui/conf";
import { formatter } from "@lingui/format-po";
import { LANGUAGES, SOURCE_LOCALE } from "#domain/locales.ts";

type Catalog = Record<string, { message?: string; translation?: string }>;

const po = formatter();

/** The PWA's catalogs, the server's and the operators' back office's (lingui.config.ts). */
const CATALOG_DIRS = ["locales", "locales/server", "locales/admin"] as const;

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

it("checks every catalog lingui.config.ts declares", () => {
  const config = getConfig({ cwd: ROOT, configPath: join(ROOT, "lingui.config.ts") });
  const declared = config.catalogs!.map((catalog) => relative(ROOT, dirname(catalog.path)));
  expect(declared.sort()).toEqual([...CATALOG_DIRS].sort());
});

async function load(dir: string, locale: string): Promise<Catalog> {
  const path = new URL(`../../${dir}/${locale}.po`, import.meta.url);
  const parsed = await po.parse(readFileSync(path, "utf8"), { locale, sourceLocale: SOURCE_LOCALE, filename: path.pathname });
  return parsed as Catalog;
}

/** Words that are the same in many languages we ship: tickers, brand and unit names, the account kinds "Demo" and "Real". */
const SAME_EVERYWHERE = /^(Pipwise|[A-Z0-9]{1,6}|\{\w+\}|[\d.,%{}\s\w]*\{[^}]+\}[\s%]*|OK|Email|E-mail|Forex|Crypto|Chat|App|UID|Logo|Demo|Real)$/;

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{(\w+)/g)].map((m) => m[1]!).sort();
}

describe.each(CATALOG_DIRS)("translation catalogs in %s", async (dir) => {
  const source = await load(dir, SOURCE_LOCALE);
  const ids = Object.keys(source);

  it("the source catalog has messages", () => {
    expect(ids.length).toBeGreaterThan(20);
  });

  for (const { locale, value } of LANGUAGES.filter((l) => l.locale !== SOURCE_LOCALE)) {
    describe(`${value} (${locale})`, async () => {
      const catalog = await load(dir, locale);

      it("has every message translated", () => {
        const missing = ids.filter((id) => !catalog[id]?.translation?.trim());
        expect(missing.map((id) => source[id]!.message ?? id)).toEqual([]);
      });

      it("leaves no English behind", () => {
        const english = ids.filter((id) => {
          const sourceText = (source[id]!.translation || source[id]!.message || id).trim();
          return catalog[id]?.translation?.trim() === sourceText && !SAME_EVERYWHERE.test(sourceText);
        });
        expect(english.map((id) => source[id]!.message ?? id)).toEqual([]);
      });

      it("keeps every placeholder", () => {
        const broken = ids.filter((id) => {
          const translation = catalog[id]?.translation;
          const sourceText = source[id]!.translation || source[id]!.message || id;
          return translation && placeholders(translation).join() !== placeholders(sourceText).join();
        });
        expect(broken.map((id) => source[id]!.message ?? id)).toEqual([]);
      });
    });
  }
});
