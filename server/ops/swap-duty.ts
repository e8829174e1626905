import { lastRollover, rolloversSince } from "#domain/trading/rollover.ts";
import type { SwapRollover } from "../engine/swap-rollover.ts";
import type { Clock } from "../platform/clock.ts";

export interface SwapDutyDeps {
  rollover: Pick<SwapRollover, "finished" | "lastFinished" | "run">;
  clock: Clock;
  /** Minute after midnight UTC of the daily rollover (config.swapRolloverMinute). */
  minute: number;
  log: { error(details: object, message: string): void };
  /** How often the leader looks whether a rollover is due. */
  everyMs?: number;
}

const LOOK_EVERY_MS = 30_000;

/**
 * The market leader's swap rollover: on taking over and then every 30 s it runs the latest rollover
 * unless the store records it as finished, so a rollover missed while no process led (or cut short
 * by a failover) runs as soon as a leader is back; so do the ones missed before it since the last
 * that finished (a week at most), oldest first, so each night is charged once. Runs never overlap in this process; across
 * processes the per-position rollover day keeps a charge single.
 */
export function createSwapDuty({ rollover, clock, minute, log, everyMs = LOOK_EVERY_MS }: SwapDutyDeps) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> = Promise.resolve(0);

  /** Runs the latest rollover if it has not finished; resolves with the positions it charged. */
  function runDue(): Promise<number> {
    running = running.catch(() => 0).then(async () => {
      const now = clock.now();
      if (await rollover.finished(lastRollover(now, minute))) return 0;
      let charged = 0;
      for (const due of rolloversSince(await rollover.lastFinished(), now, minute)) charged += await rollover.run(due, new Date(now));
      return charged;
    });
    return running;
  }

  const look = () => void runDue().catch((error: unknown) => log.error({ err: error }, "the swap rollover failed"));

  return {
    runDue,
    lead(): void {
      if (timer) return;
      look();
      timer = setInterval(look, everyMs);
      timer.unref();
    },
    follow(): void {
      clearInterval(timer);
      timer = undefined;
    },
  };
}

export type SwapDuty = ReturnType<typeof createSwapDuty>;
