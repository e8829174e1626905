/** How many rows a drag of `distance` pixels crossed: past half a row counts as one place. */
export function placesMoved(distance: number, rowHeight: number): number {
  if (rowHeight <= 0) return 0;
  return Math.trunc((distance + Math.sign(distance) * rowHeight / 2) / rowHeight);
}
