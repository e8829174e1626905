/** The most instruments one user keeps among their favourites. */
export const FAVOURITES_PER_USER = 100;

/**
 * The list with `id` moved `by` places (−1 up, +1 down); the same list when it cannot move that way.
 * The quotes list's move buttons and its drag handle both reorder through it.
 */
export function moveFavourite(ids: readonly number[], id: number, by: number): number[] {
  const from = ids.indexOf(id);
  const to = Math.min(Math.max(from + by, 0), ids.length - 1);
  if (from === -1 || to === from) return [...ids];
  const moved = ids.filter((other) => other !== id);
  moved.splice(to, 0, id);
  return moved;
}

/** The list with `id` starred (added last) or unstarred. */
export function toggleFavourite(ids: readonly number[], id: number): number[] {
  return ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id];
}
