import type { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CAPTCHA_TTL_MS } from "#server/accounts/captcha.ts";
import { redisCaptchaStore } from "#server/accounts/redis-captchas.ts";
import { createAdjustableClock } from "#server/platform/clock.ts";
import type { Log } from "#server/platform/log.ts";
import { connectSharedRedis } from "#server/platform/shared-redis.ts";
import { HAS_REDIS, NO_REDIS_NOTE, startTestRedis, type TestRedis } from "./helpers/redis-server.ts";

const SILENT: Log = { info() {}, warn() {}, error() {} };

describe.skipIf(!HAS_REDIS)(`captchas shared through Redis${NO_REDIS_NOTE}`, () => {
  let redis: TestRedis;
  let connections: Redis[] = [];
  beforeAll(async () => {
    redis = await startTestRedis();
    connections = await Promise.all([connectSharedRedis(redis.url, SILENT), connectSharedRedis(redis.url, SILENT)]);
  });
  afterAll(async () => {
    await Promise.all(connections.map((connection) => connection.quit()));
    await redis?.stop();
  });

  it("solves a captcha drawn by one process in another, once, and not after it expired", async () => {
    const clock = createAdjustableClock();
    const [drawing, checking] = connections.map((connection) => redisCaptchaStore(connection, clock));
    const { id, b64s } = await drawing!.create();
    expect(b64s).toMatch(/^data:image\/svg\+xml/);
    const answer = (await checking!.peek(id))!;
    expect(answer).toMatch(/^\S{5}$/);
    expect(await checking!.solve(id, ` ${answer.toLowerCase()} `)).toBe(true);
    expect(await drawing!.solve(id, answer)).toBe(false);

    const wrong = await drawing!.create();
    expect(await checking!.solve(wrong.id, "nope")).toBe(false);
    expect(await drawing!.solve(wrong.id, (await drawing!.peek(wrong.id)) ?? "")).toBe(false);

    const late = await drawing!.create();
    const lateAnswer = (await checking!.peek(late.id))!;
    clock.advance(CAPTCHA_TTL_MS);
    expect(await checking!.solve(late.id, lateAnswer)).toBe(false);
  });
});
