import { setupI18n, type I18n, type MessageDescriptor } from "@lingui/core";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { formatNumberValue, type NumberValue } from "#domain/format/number-value.ts";
import { LANGUAGES, type LanguageCode } from "#domain/locales.ts";
import { join } from "node:path";
import { loadCatalog, SERVER_CATALOGS } from "./catalogs.ts";

/** A message's values; an amount, a price or lots go as a NumberValue and are written as the message's language writes numbers. */
export type Values = Record<string, string | number | NumberValue>;

export interface Translator {
  /** The message in language `lang`, or its English source text when untranslated. */
  translate(lang: LanguageCode, descriptor: MessageDescriptor, values?: Values): string;
}

/** Loads the catalogs of the 15 languages once at start, so translating during a request never touches the disk. */
export async function createTranslator(localesDir: string): Promise<Translator> {
  const byLanguage = new Map<LanguageCode, { catalog: I18n; locale: string }>();
  await Promise.all(
    LANGUAGES.map(async ({ value, locale }) => {
      // The server's own messages, plus the PWA's for the few descriptors both sides share.
      const [shared, own] = await Promise.all([loadCatalog(localesDir, locale), loadCatalog(join(localesDir, SERVER_CATALOGS), locale)]);
      const i18n = setupI18n({ locale, messages: { [locale]: { ...shared, ...own } } });
      // Source-text fallbacks are raw ICU strings; without a compiler their {placeholders} stay unfilled.
      i18n.setMessagesCompiler(compileMessage);
      byLanguage.set(value, { catalog: i18n, locale });
    }),
  );
  return {
    translate(lang, descriptor, values) {
      const { catalog, locale } = byLanguage.get(lang)!;
      return catalog._({ ...descriptor, values: values && laidOut(values, locale) });
    },
  };
}

function laidOut(values: Values, locale: string): Record<string, string | number> {
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [name, typeof value === "object" ? formatNumberValue(value, locale) : value]));
}
