import type { Log } from "../platform/log.ts";

/** The lock that makes one process the market leader, on a database connection of its own. */
export interface LeaderLock {
  /** Takes the lock if it is free; true when this connection holds it. */
  tryTake(): Promise<boolean>;
  /** Rejects when the connection no longer answers: the lock may be gone with it. */
  ping(): Promise<void>;
  /** Hears, once, that the connection errored or closed: the database has freed the lock. */
  onLost(listener: (reason: unknown) => void): void;
  close(): Promise<void>;
}

/** What leading means to this process: starting and stopping the leader's work. */
export interface LeaderDuties {
  lead(): Promise<void>;
  follow(): Promise<void>;
}

export interface ElectionOptions {
  connect(): Promise<LeaderLock>;
  duties: LeaderDuties;
  log: Log;
  /** How often a follower tries the lock and a leader checks its connection. */
  pollMs?: number;
  now?: () => number;
}

export interface Leadership {
  /** True once the lock is held and the leader's work has started, until the step-down. */
  leading(): boolean;
  /** Stops trying; a leader gives the lock up (closing its connection), so another process leads. */
  stop(): Promise<void>;
}

const POLL_MS = 1_000;

/**
 * Elects the market leader: every candidate polls the lock; the one that holds it leads until its
 * connection errors, closes or stops answering, and then steps down at once, before anyone else can
 * take the lock, so there are never two leaders. A killed leader's connection is closed by its
 * kernel, the database frees the lock and the next poll of another candidate takes it. Resolves
 * after the first poll, so a process alone on the database already leads when it starts serving.
 */
export async function startElection({ connect, duties, log, pollMs = POLL_MS, now = Date.now }: ElectionOptions): Promise<Leadership> {
  let lock: LeaderLock | undefined;
  let leadingSince: number | undefined;
  /** The lock is held and the leader's work runs: what the process reports as leading. */
  let working = false;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let changes = Promise.resolve();
  /** Since when no process is known to lead, as far as this one can tell: the start, or its own step-down. */
  let lastLeaderSeen = now();

  /** Duties start and stop one after another, in the order leadership changed. */
  const change = (step: () => Promise<void>, message: string, details: object, done: () => void = () => undefined): void => {
    const began = now();
    changes = changes.then(step).then(
      () => {
        done();
        log.info({ ...details, tookMs: now() - began }, message);
      },
      (error: unknown) => log.error({ err: error }, `${message} failed`),
    );
  };

  const stepDown = (reason: unknown): void => {
    if (leadingSince === undefined) return;
    const ledMs = now() - leadingSince;
    leadingSince = undefined;
    working = false;
    lastLeaderSeen = now();
    change(duties.follow, "market leader: stepping down", { ledMs, reason: reason instanceof Error ? reason.message : String(reason) });
  };

  const lose = (lost: LeaderLock, reason: unknown): void => {
    if (lock !== lost) return;
    lock = undefined;
    void lost.close().catch(() => undefined);
    stepDown(reason);
  };

  const poll = async (): Promise<void> => {
    if (!lock) {
      const opened = await connect();
      if (stopped) return opened.close();
      opened.onLost((reason) => lose(opened, reason));
      lock = opened;
    }
    const held = lock;
    if (leadingSince !== undefined) return held.ping();
    if (!(await held.tryTake()) || lock !== held || stopped) return;
    const since = (leadingSince = now());
    change(duties.lead, "market leader: taking over", { waitedMs: since - lastLeaderSeen }, () => (working = leadingSince === since));
  };

  const schedule = (): void => {
    if (stopped) return;
    timer = setTimeout(() => void pollOnce().then(schedule), pollMs);
  };

  const pollOnce = async (): Promise<void> => {
    try {
      await poll();
    } catch (error) {
      if (lock) lose(lock, error);
      else log.warn({ err: error }, "market leader: cannot reach the database to take part in the election");
    }
  };

  await duties.follow();
  await pollOnce();
  await changes;
  schedule();

  return {
    leading: () => working,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      const held = lock;
      lock = undefined;
      leadingSince = undefined;
      working = false;
      await changes;
      await held?.close().catch(() => undefined);
    },
  };
}
