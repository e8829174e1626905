import { Type, type Static } from "typebox";
import { FAVOURITES_PER_USER } from "../favourites/favourite-rules.ts";
import { Id } from "./fields.ts";

/**
 * The user's favourite instruments (/api/favourites), in the order the user keeps them; kept on
 * the server so they follow the user to another device. Session required, demo accounts too.
 */

/** POST /api/favourites/add and /api/favourites/remove. */
export const FavouriteRequest = Type.Object({ forex_id: Id() });
export type FavouriteRequest = Static<typeof FavouriteRequest>;

/** POST /api/favourites/order: every favourite's instrument id, each once, in the new order. */
export const FavouriteOrderRequest = Type.Object({ ids: Type.Array(Id(), { maxItems: FAVOURITES_PER_USER, uniqueItems: true }) });
export type FavouriteOrderRequest = Static<typeof FavouriteOrderRequest>;

/** Every answer: the favourites' instrument ids, first first. */
export const FavouriteList = Type.Array(Type.Integer());
export type FavouriteList = Static<typeof FavouriteList>;
