/** Enough of each end to tell two addresses apart at a glance: the whole one is in the review panel. */
const KEPT = 6;

/** "TNPeea…8G1NYqeL" for a long crypto address; short text as it is. */
export function shortAddress(address: string): string {
  return address.length <= KEPT * 2 + 1 ? address : `${address.slice(0, KEPT)}…${address.slice(-KEPT)}`;
}
