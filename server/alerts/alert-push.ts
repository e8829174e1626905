import type { MessageDescriptor } from "@lingui/core";
import type { AlertWatch } from "#domain/alerts/alert-kinds.ts";
import { formatPrice } from "#domain/format/format-price.ts";
import type { AlertNotice } from "#domain/order.ts";
import type { PushPayload } from "#domain/push.ts";
import type { Values } from "#server/i18n/translator.ts";
import { ALERT_MESSAGES } from "./alert-messages.ts";

type Translate = (descriptor: MessageDescriptor, values?: Values) => string;

const BODIES: Record<AlertWatch, { above: MessageDescriptor; below: MessageDescriptor }> = {
  bid: { above: ALERT_MESSAGES.bidAbove, below: ALERT_MESSAGES.bidBelow },
  ask: { above: ALERT_MESSAGES.askAbove, below: ALERT_MESSAGES.askBelow },
  "change-hour": { above: ALERT_MESSAGES.hourRise, below: ALERT_MESSAGES.hourFall },
  "change-day": { above: ALERT_MESSAGES.dayRise, below: ALERT_MESSAGES.dayFall },
};

/** The notification of a fired price alert, its numbers written as the PWA writes them in `locale`. */
export function alertPayload({ Alert: alert, Value: value }: AlertNotice, translate: Translate, locale: string): PushPayload {
  const precision = alert.Watch === "bid" || alert.Watch === "ask" ? alert.PricePrecision : 2;
  const number = (text: string) => formatPrice(text, precision, locale);
  const values = { code: alert.ShowCode, value: number(value), level: number(alert.Level) };
  return {
    title: translate(ALERT_MESSAGES.title, values),
    body: translate(BODIES[alert.Watch][alert.Direction], values),
    url: "/alerts",
    tag: `alert-${alert.Id}`,
  };
}
