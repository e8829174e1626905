import { setTimeout as pause } from "node:timers/promises";

/** The outcome of one order call, retried as the PWA retries it. */
export interface OrderOutcome {
  key: string;
  /** The order's id when the server acknowledged it (code 1), undefined when refused or never answered. */
  id: number | undefined;
  /** The envelope's code; undefined when no envelope came however often the call was retried. */
  code: number | undefined;
  /** Answers that were no envelope (a proxy's 502/503/504, a connection reset), each retried with the same key. */
  proxyErrors: string[];
  /** When the acknowledging answer arrived (ms, Date.now()). */
  answeredAt: number;
}

export interface RetryPolicy {
  tries: number;
  pauseMs: number;
}

/**
 * As the PWA's order sheet (src/api/action-key.ts, src/api/client.ts): an action keeps its
 * Idempotency-Key until an envelope answers it; an answer that is no envelope (a proxy error page,
 * a dropped connection) is a NetworkError and the same action is sent again with the same key, so
 * the server answers it at most once. Here the user's repeat comes after `pauseMs`, `tries` times.
 */
export const PWA_RETRY: RetryPolicy = { tries: 20, pauseMs: 250 };

/** Submits one keyed order (form fields as the PWA sends them) through `baseUrl`, retrying as PWA_RETRY says. */
export async function submitKeyedOrder(baseUrl: string, token: string, fields: Record<string, string | number>, policy = PWA_RETRY): Promise<OrderOutcome> {
  const key = crypto.randomUUID();
  const proxyErrors: string[] = [];
  const body = new URLSearchParams(Object.entries(fields).map(([name, value]) => [name, String(value)])).toString();
  for (let attempt = 0; attempt < policy.tries; attempt++) {
    if (attempt > 0) await pause(policy.pauseMs);
    try {
      const response = await fetch(`${baseUrl}/v1/api/forex/submit`, {
        method: "POST",
        headers: { authorization: token, "idempotency-key": key, "content-type": "application/x-www-form-urlencoded" },
        body,
        signal: AbortSignal.timeout(20_000),
      });
      const text = await response.text();
      const envelope = parseEnvelope(text);
      if (!envelope) {
        proxyErrors.push(`HTTP ${response.status}`);
        continue;
      }
      const id = envelope.code === 1 ? (envelope.data as { Id: number }).Id : undefined;
      return { key, id, code: envelope.code, proxyErrors, answeredAt: Date.now() };
    } catch (error) {
      proxyErrors.push(String((error as Error).cause ?? error));
    }
  }
  return { key, id: undefined, code: undefined, proxyErrors, answeredAt: Date.now() };
}

function parseEnvelope(text: string): { code: number; data: unknown } | undefined {
  try {
    const body = JSON.parse(text) as { code?: unknown; data?: unknown };
    return typeof body.code === "number" ? { code: body.code, data: body.data } : undefined;
  } catch {
    return undefined;
  }
}

/** Orders `token`'s account over and over until `stop` is called; every outcome is kept. */
export function orderContinuously(baseUrl: string, token: string, fields: Record<string, string | number>) {
  const outcomes: OrderOutcome[] = [];
  let running = true;
  const done = (async () => {
    while (running) outcomes.push(await submitKeyedOrder(baseUrl, token, fields));
  })();
  return {
    outcomes,
    async stop() {
      running = false;
      await done;
    },
  };
}
