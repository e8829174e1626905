import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_REFUSALS } from "#domain/messages/account-refusals.ts";
import { FUNDS_REFUSALS } from "#domain/messages/funds-refusals.ts";
import { LANGUAGES, SOURCE_LOCALE } from "#domain/locales.ts";
import { loadCatalog } from "#server/i18n/catalogs.ts";
import { createTranslator, type Translator } from "#server/i18n/translator.ts";

const LOCALES = resolve(dirname(fileURLToPath(import.meta.url)), "../../locales");
const VALUES = { decimals: 2, min: 8, max: "1000000", fee: "5", free: "120.5" };
const SHARED = [...Object.values(FUNDS_REFUSALS), ...Object.values(ACCOUNT_REFUSALS)];

let translator: Translator;

beforeAll(async () => {
  translator = await createTranslator(LOCALES);
});

describe("messages the PWA and the server both say", () => {
  it("are translated once, in the PWA's catalog, for every language", async () => {
    for (const { locale } of LANGUAGES.filter(({ locale }) => locale !== SOURCE_LOCALE)) {
      const messages = await loadCatalog(LOCALES, locale);
      for (const { id } of SHARED) expect(messages[id], `${locale}: ${id}`).toBeDefined();
    }
  });

  it("reach the server's refusals in the caller's language", () => {
    for (const { value } of LANGUAGES.filter(({ locale }) => locale !== SOURCE_LOCALE)) {
      for (const descriptor of SHARED) {
        const english = translator.translate("en", descriptor, VALUES);
        expect(translator.translate(value, descriptor, VALUES), `${value}: ${descriptor.id}`).not.toBe(english);
      }
    }
  });
});
