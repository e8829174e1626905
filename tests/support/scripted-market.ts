import { spawn, type ChildProcess } from "node:child_process";
import { expect, type APIRequestContext } from "@playwright/test";

/**
 * A second real server for the specs that trade at exact prices: the same e2e server as
 * playwright.config.ts starts, but with MARKET_SOURCE=scripted, so prices move only when a test
 * pushes them (test hooks /v1/api/test/market/*). The simulator's random walk would make every
 * expected margin, fill and line a moving target.
 */
// Far from E2E_PORT: specs run at once on one machine each take a port of their own near it.
// E2E_SCRIPTED_PORT names it outright, for a run given a narrow range of ports.
export const SCRIPTED_PORT = Number(process.env.E2E_SCRIPTED_PORT ?? Number(process.env.E2E_PORT ?? 18480) + 1000);
export const SCRIPTED_URL = `http://127.0.0.1:${SCRIPTED_PORT}`;

let server: ChildProcess | undefined;

async function answers(): Promise<boolean> {
  try {
    return (await fetch(`${SCRIPTED_URL}/api/basicSet/getBasicInfo`)).ok;
  } catch {
    return false;
  }
}

/** `env` adds configuration of its own (TRADE_FEE_TYPE=2, say) for the specs that need it. */
export async function startScriptedMarket(env: Record<string, string> = {}): Promise<void> {
  if (await answers()) throw new Error(`port ${SCRIPTED_PORT} already has a server; the scripted market needs its own`);
  server = spawn(process.execPath, ["--import", "tsx", "tests/support/e2e-server.ts"], {
    stdio: "inherit",
    // Its own process group, so stopping it reaches the server under the wrapper too.
    detached: true,
    env: {
      ...process.env,
      PORT: String(SCRIPTED_PORT),
      HOST: "127.0.0.1",
      HISTORY_DAYS: "1",
      MARKET_SESSIONS: "always-open",
      MARKET_SOURCE: "scripted",
      PIPWISE_TEST_HOOKS: "1",
      ...env,
    },
  });
  await expect.poll(answers, { timeout: 180_000, intervals: [500], message: "the scripted-market server answers" }).toBe(true);
}

export async function stopScriptedMarket(): Promise<void> {
  const running = server;
  server = undefined;
  if (!running?.pid || running.exitCode !== null) return;
  const exited = new Promise((resolve) => running.once("exit", resolve));
  process.kill(-running.pid, "SIGTERM");
  await exited;
}

async function hook(request: APIRequestContext, path: string, data: object): Promise<void> {
  const response = await request.post(`/v1/api/test/market/${path}`, { data });
  expect(response.ok(), `${path} answered HTTP ${response.status()}`).toBe(true);
  const body = (await response.json()) as { code: number; msg: string };
  expect(body.code, body.msg).toBe(1);
}

/** One tick of `code` at `price` (the Bid; the Ask follows at the instrument's spread). */
export const pushPrice = (request: APIRequestContext, code: string, price: string) => hook(request, "price", { code, price });
export const closeMarket = (request: APIRequestContext, code: string) => hook(request, "close", { code });
export const reopenMarket = (request: APIRequestContext, code: string, price?: string) => hook(request, "reopen", price ? { code, price } : { code });
