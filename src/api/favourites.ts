/** The favourites' changes; each answers with the list as the server keeps it after the change. */
import { FAVOURITE_ROUTES } from "#domain/contract/routes/favourites.ts";
import { call } from "./client.ts";

export function addFavourite(forexId: number): Promise<number[]> {
  return call(FAVOURITE_ROUTES.add, { forex_id: forexId });
}

export function removeFavourite(forexId: number): Promise<number[]> {
  return call(FAVOURITE_ROUTES.remove, { forex_id: forexId });
}

export function orderFavourites(ids: readonly number[]): Promise<number[]> {
  return call(FAVOURITE_ROUTES.order, { ids: [...ids] }, { asJson: true });
}
