import type { Page } from "@playwright/test";

/** An init script: counts the Intl number formats the page makes, from the first script on, in `window.pipwiseIntl.made`. */
export function countNumberFormats() {
  const seen = { made: 0 };
  Object.assign(window, { pipwiseIntl: seen });
  const Original = Intl.NumberFormat;
  Intl.NumberFormat = new Proxy(Original, {
    construct(target, args) {
      seen.made += 1;
      return Reflect.construct(target, args) as Intl.NumberFormat;
    },
  });
}

export const numberFormatsMade = (page: Page) => page.evaluate(() => (window as unknown as { pipwiseIntl: { made: number } }).pipwiseIntl.made);
