import { describe, expect, it } from "vitest";
import { createAdjustableClock } from "./clock.ts";
import { createSlidingWindowLimiter } from "./rate-limiter.ts";

const MINUTE = 60_000;

function setup(limit = 3, windowMs = 10 * MINUTE, maxKeys?: number) {
  const clock = createAdjustableClock(() => 1_700_000_000_000);
  return { clock, limiter: createSlidingWindowLimiter({ limit, windowMs, clock, maxKeys }) };
}

describe("sliding window limiter", () => {
  it("allows `limit` events, then refuses with the time until the oldest leaves the window", () => {
    const { clock, limiter } = setup();
    expect(limiter.take("a").allowed).toBe(true);
    clock.advance(2 * MINUTE);
    expect(limiter.take("a").allowed).toBe(true);
    expect(limiter.take("a").allowed).toBe(true);
    expect(limiter.take("a")).toEqual({ allowed: false, retryAfterMs: 8 * MINUTE });

    clock.advance(8 * MINUTE);
    expect(limiter.take("a").allowed).toBe(true);
    expect(limiter.check("a")).toEqual({ allowed: false, retryAfterMs: 2 * MINUTE });
  });

  it("counts refused attempts nowhere, so waiting out the window always frees the key", () => {
    const { clock, limiter } = setup(1, MINUTE);
    limiter.take("a");
    for (let i = 0; i < 10; i++) expect(limiter.take("a").allowed).toBe(false);
    clock.advance(MINUTE);
    expect(limiter.take("a").allowed).toBe(true);
  });

  it("keeps keys apart and forgets a key on reset", () => {
    const { limiter } = setup(1);
    limiter.hit("a");
    expect(limiter.check("a").allowed).toBe(false);
    expect(limiter.check("b").allowed).toBe(true);
    limiter.reset("a");
    expect(limiter.check("a").allowed).toBe(true);
  });

  it("gives back one released event and leaves the others counted", () => {
    const { clock, limiter } = setup(2);
    const first = limiter.hit("a");
    clock.advance(MINUTE);
    limiter.hit("a");
    expect(limiter.check("a").allowed).toBe(false);
    limiter.release("a", first);
    expect(limiter.check("a").allowed).toBe(true);
    limiter.release("a", first);
    expect(limiter.take("a").allowed).toBe(true);
    expect(limiter.check("a").allowed).toBe(false);
  });

  it("sweeps the oldest keys when too many distinct keys arrive", () => {
    const { limiter } = setup(1, MINUTE, 100);
    for (let i = 0; i < 150; i++) limiter.hit(`ip-${i}`);
    expect(limiter.check("ip-149").allowed).toBe(false);
    expect(limiter.check("ip-0").allowed).toBe(true);
  });
});
