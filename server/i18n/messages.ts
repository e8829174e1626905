import type { MessageDescriptor } from "@lingui/core";

/**
 * Every text the server answers with. The `/*i18n*\/` marker lets `lingui extract` collect these
 * into locales/*.po next to the PWA's messages; ids are explicit because no macro runs on the server.
 */
export const MESSAGES = {
  ok: /*i18n*/ { id: "server.ok", message: "Success" },
  unknownPath: /*i18n*/ { id: "server.unknown_path", message: "Unknown path: {path}" },
  methodNotAllowed: /*i18n*/ { id: "server.method_not_allowed", message: "{method} is not allowed on {path}; use {allowed}" },
  missingParam: /*i18n*/ { id: "server.missing_param", message: "Missing parameter: {name}" },
  invalidParam: /*i18n*/ { id: "server.invalid_param", message: "Invalid value for {name}" },
  invalidParamChoice: /*i18n*/ { id: "server.invalid_param_choice", message: "Invalid value for {name}; use one of: {allowed}" },
  unreadableRequest: /*i18n*/ { id: "server.unreadable_request", message: "The request could not be read" },
  requestTooLarge: /*i18n*/ { id: "server.request_too_large", message: "The request is too large" },
  badUrl: /*i18n*/ { id: "server.bad_url", message: "The address of the request is not valid" },
  headersTooLarge: /*i18n*/ { id: "server.headers_too_large", message: "The request headers are too large" },
  unknownInstrument: /*i18n*/ { id: "server.unknown_instrument", message: "No instrument with id {id}" },
  unknownSetting: /*i18n*/ { id: "server.unknown_setting", message: "Unknown setting: {key}" },
  internalError: /*i18n*/ { id: "server.internal_error", message: "Something went wrong on our side. Please try again later." },
  appDescription: /*i18n*/ { id: "server.app_description", message: "Live forex, metals, energy, indices, crypto and stock quotes and charts." },
  shortcutTrade: /*i18n*/ { id: "server.shortcut_trade", message: "Trade" },
  shortcutOrders: /*i18n*/ { id: "server.shortcut_orders", message: "My orders" },
  appNotBuilt: /*i18n*/ {
    id: "server.app_not_built",
    message: "The app is not built yet. Run \"npm run build\" and restart the server; the API is already running.",
  },
} satisfies Record<string, MessageDescriptor>;

export type ServerMessage = (typeof MESSAGES)[keyof typeof MESSAGES];
