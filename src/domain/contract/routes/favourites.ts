import { FavouriteList, FavouriteOrderRequest, FavouriteRequest } from "../favourites.ts";
import { get, NoInput, post } from "./route.ts";

/** The user's favourite instruments, in their order; any session, demo accounts too. */
export const FAVOURITE_ROUTES = {
  list: get("/api/favourites/list", NoInput, FavouriteList),
  add: post("/api/favourites/add", FavouriteRequest, FavouriteList),
  remove: post("/api/favourites/remove", FavouriteRequest, FavouriteList),
  order: post("/api/favourites/order", FavouriteOrderRequest, FavouriteList),
};
