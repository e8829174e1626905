/**
 * The favourites' data door (home): the user's favourite instruments in their order, kept on the
 * device for offline and, signed in, on the server; starring and moving them.
 */
export { useFavourites, type Favourites } from "./use-favourites.ts";
