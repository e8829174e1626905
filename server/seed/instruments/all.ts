import { CRYPTO } from "./crypto.ts";
import { ENERGY, METALS } from "./commodities.ts";
import { FOREX } from "./forex.ts";
import { INDICES } from "./indices.ts";
import type { InstrumentSeed } from "./instrument-seed.ts";
import { STOCKS } from "./stocks.ts";

/** Every seeded instrument, in the order the home list shows them. */
export const INSTRUMENT_SEEDS: readonly InstrumentSeed[] = [...FOREX, ...METALS, ...ENERGY, ...INDICES, ...CRYPTO, ...STOCKS];
