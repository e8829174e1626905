import { languageRecord } from "#domain/locales.ts";
import { quoteTexts } from "#features/quotes/quote-texts.ts";
import { keepNumberLayouts } from "#format/kept-number-layouts.ts";
import { LANGUAGE_STORAGE_KEY, pageLanguage } from "#i18n/resolve-language.ts";

// Runs in the head (see src/early.ts). Intl's first use costs a phone tens of milliseconds, which
// would fall on the paint of the first prices (decision 0038): home's kept copy writes its live
// prices with the layouts the device kept, and a device without them reads the quote rows' layouts
// from Intl here, in a task of its own once the shell is painted, while the main bundle is on its
// way, and keeps them for it.
keepNumberLayouts();
const SAMPLE = { Bid: "1", Ask: "1", High: "1", Low: "1", Change: "1" };
requestAnimationFrame(() => setTimeout(() => quoteTexts(SAMPLE, 1, languageRecord(pageLanguage(LANGUAGE_STORAGE_KEY)).locale)));
