import { readFileSync } from "node:fs";
import { formatter } from "@lingui/format-po";
import { SOURCE_LOCALE } from "#domain/locales.ts";

type Catalog = Record<string, { message?: string; translation?: string }>;

/** The translation of an English source message in `locales/<locale>.po` ("" when untranslated). */
export async function translationOf(locale: string, source: string): Promise<string> {
  const path = new URL(`../../locales/${locale}.po`, import.meta.url);
  const catalog = (await formatter().parse(readFileSync(path, "utf8"), {
    locale,
    sourceLocale: SOURCE_LOCALE,
    filename: path.pathname,
  })) as Catalog;
  const entry = catalog[source] ?? Object.values(catalog).find((e) => e.message === source);
  if (!entry) throw new Error(`"${source}" is not in locales/${locale}.po`);
  return entry.translation?.trim() ?? "";
}
