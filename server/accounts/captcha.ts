import { randomUUID } from "node:crypto";
import type { Captcha } from "#domain/contract/accounts.ts";
import { CAPTCHA_ALPHABET } from "./captcha-glyphs.ts";
import { captchaDataUrl } from "./captcha-image.ts";
import type { Clock } from "../platform/clock.ts";
import { randomString } from "../platform/secrets.ts";

export const CAPTCHA_TTL_MS = 5 * 60_000;
export const CAPTCHA_LENGTH = 5;
/** Open captchas kept at most; beyond it the oldest go first. */
const MAX_OPEN = 20_000;

/** A new captcha's id and answer. */
export function drawCaptcha(): { id: string; answer: string } {
  return { id: randomUUID(), answer: randomString(CAPTCHA_ALPHABET, CAPTCHA_LENGTH) };
}

/** Whether `typed` is `answer`, ignoring case and spaces. */
export function answers(typed: string, answer: string): boolean {
  return typed.replace(/\s/g, "").toUpperCase() === answer;
}

/** What a captcha store shares between processes: the answers, each spent by its first try. */
export interface CaptchaStore {
  create(): Promise<Captcha>;
  /** Whether `answer` matches, ignoring case and spaces. The captcha is spent either way. */
  solve(id: string, answer: string): Promise<boolean>;
  /** The answer, for the test hooks only: tests cannot read the picture. */
  peek(id: string): Promise<string | undefined>;
}

/** The in-memory captchas behind the store's interface: the store of a single process. */
export function memoryCaptchaStore(captchas: Captchas): CaptchaStore {
  return {
    create: async () => captchas.create(),
    solve: async (id, answer) => captchas.solve(id, answer),
    peek: async (id) => captchas.peek(id),
  };
}

/**
 * Image captchas held in memory: each answer can be tried once, for five minutes. In memory on
 * purpose: they are cheap to redraw, and a restart only means asking for a new picture.
 */
export function createCaptchas(clock: Clock) {
  const open = new Map<string, { answer: string; expiresAt: number }>();

  const dropExpired = (now: number) => {
    for (const [id, entry] of open) if (entry.expiresAt <= now) open.delete(id);
  };

  return {
    create(): Captcha {
      const now = clock.now();
      if (open.size >= MAX_OPEN) dropExpired(now);
      if (open.size >= MAX_OPEN) open.delete(open.keys().next().value!);
      const { id, answer } = drawCaptcha();
      open.set(id, { answer, expiresAt: now + CAPTCHA_TTL_MS });
      return { id, b64s: captchaDataUrl(answer) };
    },

    /** Whether `answer` matches, ignoring case and spaces. The captcha is spent either way. */
    solve(id: string, answer: string): boolean {
      const entry = open.get(id);
      open.delete(id);
      if (!entry || entry.expiresAt <= clock.now()) return false;
      return answers(answer, entry.answer);
    },

    /** The answer, for the test hooks only: tests cannot read the picture. */
    peek(id: string): string | undefined {
      return open.get(id)?.answer;
    },
  };
}

export type Captchas = ReturnType<typeof createCaptchas>;
