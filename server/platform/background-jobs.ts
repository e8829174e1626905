export interface BackgroundJobsLog {
  error(details: object, message: string): void;
}

/** Work done after the answer has gone out, so its cost cannot be read from the answer's timing. */
export interface BackgroundJobs {
  /** Starts `job` once the current request has been answered; a failure is logged under `what`. */
  run(what: string, job: () => Promise<void>): void;
  /** Resolves when every job started so far has ended (tests, shutdown). */
  idle(): Promise<void>;
}

export function createBackgroundJobs(log: BackgroundJobsLog): BackgroundJobs {
  const running = new Set<Promise<void>>();
  return {
    run(what, job) {
      const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(job)
        .catch((err: unknown) => log.error({ err }, what))
        .finally(() => running.delete(done));
      running.add(done);
    },
    async idle() {
      while (running.size > 0) await Promise.all(running);
    },
  };
}
