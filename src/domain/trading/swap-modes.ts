/** How an instrument's swap rates read: points of price per unit a night, or percent of the position's value a year. */
export const SWAP_MODES = ["points", "percent"] as const;
export type SwapMode = (typeof SWAP_MODES)[number];
