import type { MessageDescriptor } from "@lingui/core";

/**
 * The seeded indices and commodities by code, with the name each language usually gives them.
 * Pairs are named by ICU's currency names instead, and companies keep the name they write.
 */
export const INSTRUMENT_NAMES: Readonly<Record<string, MessageDescriptor>> = {
  US30: /*i18n*/ { id: "server.instrument_us30", message: "Dow Jones Industrial Average" },
  NAS100: /*i18n*/ { id: "server.instrument_nas100", message: "Nasdaq 100" },
  GER40: /*i18n*/ { id: "server.instrument_ger40", message: "DAX 40 (Germany)" },
  FRA40: /*i18n*/ { id: "server.instrument_fra40", message: "CAC 40 (France)" },
  EU50: /*i18n*/ { id: "server.instrument_eu50", message: "Euro Stoxx 50" },
  UK100: /*i18n*/ { id: "server.instrument_uk100", message: "FTSE 100 (UK)" },
  JPN225: /*i18n*/ { id: "server.instrument_jpn225", message: "Nikkei 225 (Japan)" },
  HK50: /*i18n*/ { id: "server.instrument_hk50", message: "Hang Seng (Hong Kong)" },
  USOIL: /*i18n*/ { id: "server.instrument_usoil", message: "WTI Crude Oil" },
  UKOIL: /*i18n*/ { id: "server.instrument_ukoil", message: "Brent Crude Oil" },
  NGAS: /*i18n*/ { id: "server.instrument_ngas", message: "Natural Gas" },
};
