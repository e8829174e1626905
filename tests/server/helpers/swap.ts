import { lastRollover, rolloverMinute, type Rollover } from "#domain/trading/rollover.ts";
import { dataOf } from "./envelope.ts";
import type { TestServer } from "./test-server.ts";

/** The test servers keep the default rollover time. */
export const ROLLOVER_MINUTE = rolloverMinute("21:00");

async function moveClock(server: TestServer, ms: number): Promise<number> {
  const body = JSON.stringify({ advance_ms: ms });
  return (await dataOf<{ now: number }>(await server.call("/v1/api/test/clock", { method: "POST", body, headers: { "content-type": "application/json" } }))).now;
}

/** Moves the server's clock one minute past the next weekday rollover and returns that rollover, not yet run. */
export async function passNextRollover(server: TestServer): Promise<Rollover> {
  const now = await moveClock(server, 0);
  let next = lastRollover(now, ROLLOVER_MINUTE);
  for (let hours = 1; next.at.getTime() <= now; hours++) next = lastRollover(now + hours * 3_600_000, ROLLOVER_MINUTE);
  await moveClock(server, next.at.getTime() + 60_000 - now);
  return next;
}

/** Runs the leader's due rollover now; resolves with the positions it charged. */
export async function runRollover(server: TestServer): Promise<number> {
  return (await dataOf<{ positions: number }>(await server.call("/v1/api/test/swap/rollover", { method: "POST" }))).positions;
}
