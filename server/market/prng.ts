/**
 * Seeded pseudo-random numbers for the market simulator. The same seed gives the same sequence on
 * every run, which is what makes the generated history reproducible.
 */
export interface Prng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Standard normal: mean 0, standard deviation 1. */
  gaussian(): number;
  /** Exponential with mean 1 (waiting times of a Poisson process). */
  exponential(): number;
}

/** sfc32 (PractRand-clean, 128-bit state) seeded through splitmix32 so nearby seeds diverge at once. */
export function createPrng(seed: number): Prng {
  let mix = seed >>> 0;
  const splitmix = (): number => {
    mix = (mix + 0x9e3779b9) | 0;
    let z = mix;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
  let a = splitmix();
  let b = splitmix();
  let c = splitmix();
  let d = splitmix();

  const next = (): number => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };

  // Marsaglia's polar method: two independent normals per accepted pair, no trigonometry.
  let spare: number | undefined;
  const gaussian = (): number => {
    if (spare !== undefined) {
      const value = spare;
      spare = undefined;
      return value;
    }
    let u: number;
    let v: number;
    let square: number;
    do {
      u = 2 * next() - 1;
      v = 2 * next() - 1;
      square = u * u + v * v;
    } while (square >= 1 || square === 0);
    const scale = Math.sqrt((-2 * Math.log(square)) / square);
    spare = v * scale;
    return u * scale;
  };

  const exponential = (): number => -Math.log(1 - next());

  return { next, gaussian, exponential };
}

/** Seed of one stream (an instrument's history, its live walk) derived from the global seed. */
export function deriveSeed(globalSeed: number, key: string): number {
  // FNV-1a over the key, started from the global seed, then one avalanche round.
  let hash = (0x811c9dc5 ^ (globalSeed >>> 0)) >>> 0;
  for (let i = 0; i < key.length; i++) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  hash = Math.imul(hash ^ (hash >>> 15), 0x2c1b3c6d);
  hash = Math.imul(hash ^ (hash >>> 12), 0x297a2d39);
  return (hash ^ (hash >>> 15)) >>> 0;
}
