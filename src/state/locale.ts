import { proxy } from "valtio";
import { DEFAULT_LANGUAGE, type LanguageCode } from "#domain/locales.ts";

/** The current interface language; the API client sends it as the `lang` header. */
export const localeState = proxy<{ lang: LanguageCode }>({ lang: DEFAULT_LANGUAGE });
