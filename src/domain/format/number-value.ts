import { formatAmount } from "./format-amount.ts";
import { formatMoney } from "./format-money.ts";
import { formatPrice } from "./format-price.ts";
import { formatQuantity } from "./format-quantity.ts";

/**
 * A number a text will show, kept as the decimal it is until the text is written in a language:
 * the server tells a user in the language of their record, of their request or of each browser,
 * so the layout is chosen where the words are. Plain data, so it can travel on the bus.
 */
export type NumberValue =
  | { format: "money" | "amount" | "quantity"; value: string }
  | { format: "price"; value: string; digits: number };

/** Account money with 2 decimals: "1,234.50". */
export const money = (value: string): NumberValue => ({ format: "money", value });
/** A small USD amount (a fee) with its significant decimals: "0.0054". */
export const usdAmount = (value: string): NumberValue => ({ format: "amount", value });
/** Lots, or an amount in a currency of any precision, with every digit it has: "0.1", "0.00125". */
export const quantity = (value: string | number): NumberValue => ({ format: "quantity", value: String(value) });
/** A price with the instrument's digits: "1.08990". */
export const price = (value: string, digits: number): NumberValue => ({ format: "price", value, digits });

/** The number as `locale` (a BCP-47 tag) writes it, by the same rules as every screen of the PWA. */
export function formatNumberValue(number: NumberValue, locale: string): string {
  switch (number.format) {
    case "money":
      return formatMoney(number.value, locale);
    case "amount":
      return formatAmount(number.value, locale);
    case "quantity":
      return formatQuantity(number.value, locale);
    case "price":
      return formatPrice(number.value, number.digits, locale);
  }
}
