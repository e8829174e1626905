import type { Redis } from "ioredis";
import type { Clock } from "../platform/clock.ts";
import { CAPTCHA_TTL_MS, answers, drawCaptcha, type CaptchaStore } from "./captcha.ts";
import { captchaDataUrl } from "./captcha-image.ts";

const PREFIX = "pipwise:captcha:";

/**
 * Captchas any process can check, whichever drew the picture. Each is `<answer>:<expiry>` under
 * its id; the expiry follows the server's clock, the key's own lifetime only cleans up.
 */
export function redisCaptchaStore(redis: Redis, clock: Clock): CaptchaStore {
  const read = (value: string | null) => {
    if (!value) return undefined;
    const [answer, expiresAt] = value.split(":");
    return Number(expiresAt) > clock.now() ? answer : undefined;
  };
  return {
    async create() {
      const { id, answer } = drawCaptcha();
      await redis.set(PREFIX + id, `${answer}:${clock.now() + CAPTCHA_TTL_MS}`, "PX", CAPTCHA_TTL_MS);
      return { id, b64s: captchaDataUrl(answer) };
    },
    async solve(id, typed) {
      const answer = read(await redis.getdel(PREFIX + id));
      return answer !== undefined && answers(typed, answer);
    },
    peek: async (id) => read(await redis.get(PREFIX + id)),
  };
}
