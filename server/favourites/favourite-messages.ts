import type { MessageDescriptor } from "@lingui/core";

/** Texts of the favourites' refusals. */
export const FAVOURITE_MESSAGES = {
  full: /*i18n*/ { id: "server.favourites_full", message: "You already have {max} favourites, the most you can keep; remove one first" },
  unknownInstrument: /*i18n*/ { id: "server.favourite_unknown_instrument", message: "No instrument with id {id}" },
  orderMismatch: /*i18n*/ { id: "server.favourites_order_mismatch", message: "The new order must list each of your favourites once; reload them and try again" },
} satisfies Record<string, MessageDescriptor>;
