import { describe, expect, it } from "vitest";
import { CAPTCHA_TTL_MS, createCaptchas } from "./captcha.ts";
import { CAPTCHA_ALPHABET, glyph } from "./captcha-glyphs.ts";
import { createAdjustableClock } from "../platform/clock.ts";

function setup() {
  const clock = createAdjustableClock(() => 1_700_000_000_000);
  return { clock, captchas: createCaptchas(clock) };
}

describe("image captchas", () => {
  it("has a drawing for every character it may ask for, and no look-alikes", () => {
    for (const char of CAPTCHA_ALPHABET) expect(glyph(char).flat().length).toBeGreaterThanOrEqual(2);
    expect(CAPTCHA_ALPHABET).not.toMatch(/[0O1IL5S2Z8B6GQ]/);
  });

  it("accepts the answer once, in any case and with stray spaces", () => {
    const { captchas } = setup();
    const { id } = captchas.create();
    const answer = captchas.peek(id)!;
    expect(answer).toMatch(new RegExp(`^[${CAPTCHA_ALPHABET}]{5}$`));
    expect(captchas.solve(id, ` ${answer.toLowerCase().split("").join(" ")} `)).toBe(true);
    expect(captchas.solve(id, answer)).toBe(false);
  });

  it("is spent by a wrong answer", () => {
    const { captchas } = setup();
    const { id } = captchas.create();
    const answer = captchas.peek(id)!;
    expect(captchas.solve(id, "wrong")).toBe(false);
    expect(captchas.solve(id, answer)).toBe(false);
  });

  it("expires after five minutes", () => {
    const { clock, captchas } = setup();
    const { id } = captchas.create();
    const answer = captchas.peek(id)!;
    clock.advance(CAPTCHA_TTL_MS);
    expect(captchas.solve(id, answer)).toBe(false);
  });
});
