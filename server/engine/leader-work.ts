import type { Bus } from "../bus.ts";
import type { Triggers } from "./triggers/triggers.ts";

export interface LeaderWorkDeps {
  /** Fresh triggers, empty until started. */
  build(): Triggers;
  /** The engine's periodic purges. */
  purges: { start(): void; stop(): void };
  bus: Pick<Bus, "onGap">;
}

/**
 * The market leader's part of the engine. Each lead builds the triggers afresh from the database,
 * so nothing is left of what an earlier lead knew; after a bus gap (`book-changed` messages may
 * have been lost) they are built afresh again. Starts and stops run one after another.
 */
export function createLeaderWork({ build, purges, bus }: LeaderWorkDeps) {
  let triggers: Triggers | undefined;
  let leaveGap: (() => void) | undefined;
  let changes: Promise<void> = Promise.resolve();

  const serially = (step: () => Promise<void>): Promise<void> => {
    const next = changes.then(step);
    changes = next.catch(() => undefined);
    return next;
  };
  const startTriggers = async () => {
    triggers = build();
    await triggers.start();
  };
  const stopTriggers = async () => {
    await triggers?.stop();
    triggers = undefined;
  };
  const rebuild = () =>
    serially(async () => {
      if (!triggers) return;
      await stopTriggers();
      await startTriggers();
    });

  return {
    start: () =>
      serially(async () => {
        if (triggers) return;
        purges.start();
        await startTriggers();
        leaveGap = bus.onGap(() => void rebuild());
      }),
    stop: () =>
      serially(async () => {
        leaveGap?.();
        leaveGap = undefined;
        await stopTriggers();
        purges.stop();
      }),
    async settled(): Promise<void> {
      await changes;
      await triggers?.settled();
    },
  };
}
