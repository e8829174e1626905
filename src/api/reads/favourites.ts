/** The favourites' read: the caller's list, in the caller's order. */
import { FAVOURITE_ROUTES } from "#domain/contract/routes/favourites.ts";
import { call } from "../client.ts";
import type { ReadOptions } from "./read-options.ts";

export function favouriteList(options: ReadOptions = {}): Promise<number[]> {
  return call(FAVOURITE_ROUTES.list, {}, options);
}
