import type { LeaderJobs } from "../compose.ts";
import type { Engine } from "../engine/engine.ts";
import type { MarketHub } from "../market/market-hub.ts";
import type { LeaderDuties } from "./market-leader.ts";

/**
 * What taking over and stepping down do in this process. Taking over rebuilds the triggers and the price
 * alerts from the database before the feed starts, so the first price after it is evaluated; stepping down stops
 * the feed first, so no price goes out once another process may lead.
 */
export function marketDuties(hub: Pick<MarketHub, "lead" | "follow">, engine: Pick<Engine, "start" | "stop" | "expirySweeper">, jobs: LeaderJobs): LeaderDuties {
  return {
    async lead() {
      await engine.start();
      await jobs.lead();
      hub.lead();
      engine.expirySweeper.start();
    },
    async follow() {
      const saved = hub.follow();
      jobs.follow();
      await engine.stop();
      await saved;
    },
  };
}
