import { i18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { PriceAlert } from "#domain/contract/alerts.ts";
import { formatPrice } from "#domain/format/format-price.ts";
import type { AlertNotice } from "#domain/order.ts";

const isPrice = (alert: Pick<PriceAlert, "Watch">) => alert.Watch === "bid" || alert.Watch === "ask";

/** A level or value as the alert's kind writes it: a price at the instrument's precision, a change with two decimals. */
export function alertNumber(alert: Pick<PriceAlert, "Watch" | "PricePrecision">, value: string): string {
  return formatPrice(value, isPrice(alert) ? alert.PricePrecision : 2, i18n.locale);
}

/** What the alert waits for, in a few words: "Bid at or above 1.10000", "Down 2.00% since the day's open". */
export function alertCondition(alert: Pick<PriceAlert, "Watch" | "Direction" | "Level" | "PricePrecision">): string {
  const level = alertNumber(alert, alert.Level);
  const above = alert.Direction === "above";
  switch (alert.Watch) {
    case "bid":
      return above ? i18n._(msg`Bid at or above ${level}`) : i18n._(msg`Bid at or below ${level}`);
    case "ask":
      return above ? i18n._(msg`Ask at or above ${level}`) : i18n._(msg`Ask at or below ${level}`);
    case "change-hour":
      return above ? i18n._(msg`Up ${level}% since the hour's open`) : i18n._(msg`Down ${level}% since the hour's open`);
    case "change-day":
      return above ? i18n._(msg`Up ${level}% since the day's open`) : i18n._(msg`Down ${level}% since the day's open`);
  }
}

/** The in-app toast of a fired alert. */
export function alertToastText({ Alert: alert, Value: value }: AlertNotice): string {
  const code = alert.ShowCode;
  const condition = alertCondition(alert);
  const reached = alertNumber(alert, value);
  return i18n._(msg`Price alert ${code}: ${condition} (now ${reached})`);
}
