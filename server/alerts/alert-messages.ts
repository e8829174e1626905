import type { MessageDescriptor } from "@lingui/core";

/** Texts of the price alerts: the calls' answers and refusals, and the notification a firing sends. */
export const ALERT_MESSAGES = {
  created: /*i18n*/ { id: "server.alert_created", message: "Alert saved" },
  edited: /*i18n*/ { id: "server.alert_edited", message: "Alert changed" },
  deleted: /*i18n*/ { id: "server.alert_deleted", message: "Alert deleted" },
  notFound: /*i18n*/ { id: "server.alert_not_found", message: "No alert with id {id}" },
  full: /*i18n*/ { id: "server.alerts_full", message: "You already have {max} alerts, the most you can keep; delete one first" },
  unknownInstrument: /*i18n*/ { id: "server.alert_unknown_instrument", message: "No instrument with id {id}" },
  levelNotPositive: /*i18n*/ { id: "server.alert_level_not_positive", message: "The alert's level must be above zero" },
  expiryPast: /*i18n*/ { id: "server.alert_expiry_past", message: "The alert's expiry must be in the future" },

  title: /*i18n*/ { id: "server.alert_title", message: "Price alert: {code}" },
  bidAbove: /*i18n*/ { id: "server.alert_bid_above", message: "The bid rose to {value}, reaching your level of {level}." },
  bidBelow: /*i18n*/ { id: "server.alert_bid_below", message: "The bid fell to {value}, reaching your level of {level}." },
  askAbove: /*i18n*/ { id: "server.alert_ask_above", message: "The ask rose to {value}, reaching your level of {level}." },
  askBelow: /*i18n*/ { id: "server.alert_ask_below", message: "The ask fell to {value}, reaching your level of {level}." },
  hourRise: /*i18n*/ { id: "server.alert_hour_rise", message: "Up {value}% since the hour's open (your alert: {level}%)." },
  hourFall: /*i18n*/ { id: "server.alert_hour_fall", message: "Down {value}% since the hour's open (your alert: {level}%)." },
  dayRise: /*i18n*/ { id: "server.alert_day_rise", message: "Up {value}% since the day's open (your alert: {level}%)." },
  dayFall: /*i18n*/ { id: "server.alert_day_fall", message: "Down {value}% since the day's open (your alert: {level}%)." },
} satisfies Record<string, MessageDescriptor>;
