/** Milliseconds since the epoch; every expiry and rate window of the accounts code reads it. */
export interface Clock {
  now(): number;
}

/** Wall time that the test hooks can move forward, so expiries are tested without waiting. */
export interface AdjustableClock extends Clock {
  advance(ms: number): void;
  /** How far `advance` has moved it: 0 but in tests. */
  advanced(): number;
}

export function createAdjustableClock(base: () => number = Date.now): AdjustableClock {
  let offset = 0;
  return {
    now: () => base() + offset,
    advance(ms) {
      if (!(ms >= 0)) throw new RangeError("the clock only moves forward");
      offset += ms;
    },
    advanced: () => offset,
  };
}
