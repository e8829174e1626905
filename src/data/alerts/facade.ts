/**
 * The price alerts' data door (/alerts): the user's alerts, read again as they fire, and the words
 * that describe one. Creating, editing and deleting them are actions in src/api/alerts.ts.
 */
export { useAlerts } from "./use-alerts.ts";
export { alertCondition, alertNumber } from "./alert-text.ts";
