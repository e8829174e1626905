/** One part of being ready to serve, as /readyz reports it. */
export interface CheckState {
  ok: boolean;
  /** Why it fails, for the operator. */
  detail?: string;
}

export interface ReadinessReport {
  ready: boolean;
  /** Whether this process leads the market now; a follower is as ready as the leader. */
  leader: boolean;
  checks: Record<"database" | "market" | "bus" | "draining", CheckState>;
}

export interface ReadinessDeps {
  /** Resolves when the database answers a query. */
  pingDatabase(): Promise<unknown>;
  /** Whether the market runs here: its feed when leading, the mirror of the leader's when following. */
  marketRunning(): boolean;
  /** Whether this process leads the market now. */
  leader(): boolean;
  /** Whether the bus reaches the other processes; the in-process bus always does. */
  busConnected(): boolean;
  /** How long the database may take to answer before it counts as down. */
  databaseTimeoutMs?: number;
}

export interface Readiness {
  /** From now on the process reports not ready, so the proxy sends new work elsewhere. Idempotent. */
  drain(): void;
  draining(): boolean;
  report(): Promise<ReadinessReport>;
}

const DATABASE_TIMEOUT_MS = 2_000;

function withinTime(work: Promise<unknown>, ms: number): Promise<CheckState> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<CheckState>((resolve) => {
    timer = setTimeout(() => resolve({ ok: false, detail: `no answer within ${ms} ms` }), ms);
  });
  const answered = work.then(
    (): CheckState => ({ ok: true }),
    (error: unknown): CheckState => ({ ok: false, detail: error instanceof Error ? error.message : String(error) }),
  );
  return Promise.race([answered, late]).finally(() => clearTimeout(timer));
}

/** What /readyz asks: the database answers, the feed runs, the bus is connected, and the process is not draining. */
export function createReadiness(deps: ReadinessDeps): Readiness {
  let draining = false;
  return {
    drain() {
      draining = true;
    },
    draining: () => draining,
    async report() {
      const checks: ReadinessReport["checks"] = {
        database: await withinTime(deps.pingDatabase(), deps.databaseTimeoutMs ?? DATABASE_TIMEOUT_MS),
        market: deps.marketRunning() ? { ok: true } : { ok: false, detail: "the price feed is stopped" },
        bus: deps.busConnected() ? { ok: true } : { ok: false, detail: "the bus is disconnected" },
        draining: draining ? { ok: false, detail: "shutting down" } : { ok: true },
      };
      return { ready: Object.values(checks).every((check) => check.ok), leader: deps.leader(), checks };
    },
  };
}
