/** How often the market leader looks for expired pending orders: an order expires within about this. */
export const EXPIRY_SWEEP_MS = 1_000;

export interface ExpirySweeperDeps {
  sweep(): Promise<unknown>;
  log: { error(details: object, message: string): void };
  everyMs?: number;
}

/**
 * Runs `sweep` every `everyMs` while started, never two at once. Only the market leader starts it,
 * so one process cancels each expired order; `stop` waits for the sweep under way.
 */
export function createExpirySweeper({ sweep, log, everyMs = EXPIRY_SWEEP_MS }: ExpirySweeperDeps) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const run = () => {
    if (running) return;
    running = sweep()
      .then(() => undefined)
      .catch((error: unknown) => log.error({ err: error }, "expiring pending orders failed"))
      .finally(() => (running = undefined));
  };
  return {
    start(): void {
      timer ??= setInterval(run, everyMs);
      timer.unref();
    },
    async stop(): Promise<void> {
      clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
