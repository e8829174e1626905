import type { CreateAlertRequest, EditAlertRequest, PriceAlert } from "#domain/contract/alerts.ts";
import type { Bus } from "#server/bus.ts";
import type { MarketHub } from "#server/market/market-hub.ts";
import type { Clock } from "#server/platform/clock.ts";
import type { Db } from "#server/store/db.ts";
import { checkedAlert } from "./alert-input.ts";
import { createAlertRepo } from "./alert-repo.ts";
import { createAlertWatch, type AlertWatch } from "./alert-watch.ts";
import { alertWire } from "./alert-wire.ts";

export interface AlertsDeps {
  db: Db;
  bus: Bus;
  market: Pick<MarketHub, "quote" | "forming">;
  clock: Clock;
  log: { error(details: object, message: string): void };
}

/**
 * The users' price alerts: their list, create, edit and delete in any process (each change told on
 * the bus after it committed), and the watch that fires them, run by the market leader only.
 */
export function createAlerts(deps: AlertsDeps) {
  const repo = createAlertRepo(deps.db);
  const now = () => new Date(deps.clock.now());
  const changed = (userId: number) => deps.bus.publish("alerts-changed", { userId });
  let watch: AlertWatch | undefined;
  let stopping: Promise<void> = Promise.resolve();

  return {
    list: async (userId: number): Promise<PriceAlert[]> => (await repo.list(userId)).map((row) => alertWire(row, now())),
    async create(userId: number, input: CreateAlertRequest): Promise<PriceAlert> {
      const row = await repo.create(userId, await checkedAlert(deps.db, input, now()), now());
      changed(userId);
      return alertWire(row, now());
    },
    async edit(userId: number, { id, ...input }: EditAlertRequest): Promise<PriceAlert> {
      const row = await repo.edit(userId, id, await checkedAlert(deps.db, input, now()));
      changed(userId);
      return alertWire(row, now());
    },
    async remove(userId: number, id: number): Promise<void> {
      await repo.remove(userId, id);
      changed(userId);
    },
    /** Starts watching every alert; resolves once they are loaded, so the first price after it is evaluated. */
    async lead(): Promise<void> {
      await stopping;
      if (watch) return;
      watch = createAlertWatch({ repo, bus: deps.bus, market: deps.market, now: () => deps.clock.now(), log: deps.log });
      await watch.start();
    },
    /** Stops watching at once; the firings under way end in the background. */
    follow(): void {
      stopping = watch?.stop() ?? Promise.resolve();
      watch = undefined;
    },
    /** Resolves once the firings started so far are stored and told (tests). */
    settled: async (): Promise<void> => {
      await stopping;
      await watch?.settled();
    },
  };
}

export type Alerts = ReturnType<typeof createAlerts>;
