import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { formatter } from "@lingui/format-po";
import { LANGUAGES, SOURCE_LOCALE } from "#domain/locales.ts";

type Catalog = Record<string, { message?: string; translation?: string }>;

async function load(dir: string, locale: string): Promise<Catalog> {
  const path = new URL(`../../${dir}/${locale}.po`, import.meta.url);
  return (await formatter().parse(readFileSync(path, "utf8"), { locale, sourceLocale: SOURCE_LOCALE, filename: path.pathname })) as Catalog;
}

/** A message in the PWA's catalogs is found by its English text, a server message by its id. */
function text(catalog: Catalog, key: string): string {
  const entry = catalog[key] ?? Object.values(catalog).find((e) => e.message === key);
  if (!entry?.translation) throw new Error(`"${key}" is not translated`);
  return entry.translation;
}

/**
 * Each figure of the account card, and the messages elsewhere that speak of it: the margin call,
 * the order preview, the stop-out notifications and the refusal of an order too big for the account.
 */
const TERMS: { figure: string; pwa: string[]; server: string[] }[] = [
  {
    figure: "Margin level",
    pwa: ["Margin call: your margin level is {level}. Add funds or close positions.", "Margin level after the order"],
    server: ["server.push_stop_out_body", "server.push_stop_out_many_body"],
  },
  { figure: "Free margin", pwa: ["Not enough free margin for the margin and fee"], server: ["server.not_enough_margin"] },
];

describe.each(LANGUAGES)("the account's figures in $label", async ({ locale }) => {
  const pwa = await load("locales", locale);
  const server = await load("locales/server", locale);

  it.each(TERMS)("the card, the messages and the preview call $figure by the same word", ({ figure, pwa: pwaKeys, server: serverKeys }) => {
    const word = text(pwa, figure).toLocaleLowerCase(locale);
    const messages = [...pwaKeys.map((key) => text(pwa, key)), ...serverKeys.map((key) => text(server, key))];
    expect(messages.filter((message) => !message.toLocaleLowerCase(locale).includes(word)), word).toEqual([]);
  });
});
