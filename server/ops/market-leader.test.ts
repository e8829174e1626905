import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Log } from "../platform/log.ts";
import { startElection, type LeaderLock } from "./market-leader.ts";

/** One lock shared by the candidates of a test, as PostgreSQL holds it for one session at a time. */
function lockServer() {
  let holder: number | undefined;
  let opened = 0;
  class FakeLock implements LeaderLock {
    private listeners: ((reason: unknown) => void)[] = [];
    private readonly session = ++opened;
    closed = false;
    async tryTake() {
      if (this.closed) throw new Error("closed");
      holder ??= this.session;
      return holder === this.session;
    }
    async ping() {
      if (this.closed) throw new Error("closed");
    }
    onLost(listener: (reason: unknown) => void) {
      this.listeners.push(listener);
    }
    /** The connection drops: the database frees its lock. */
    drop() {
      this.closed = true;
      if (holder === this.session) holder = undefined;
      for (const listener of this.listeners) listener(new Error("connection reset"));
    }
    async close() {
      this.closed = true;
      if (holder === this.session) holder = undefined;
    }
  }
  const connections: FakeLock[] = [];
  return {
    connections,
    connect: async () => {
      const lock = new FakeLock();
      connections.push(lock);
      return lock;
    },
  };
}

const SILENT: Log = { info() {}, warn() {}, error() {} };

function candidate(server: ReturnType<typeof lockServer>, log: Log = SILENT) {
  const calls: string[] = [];
  const duties = {
    lead: async () => void calls.push("lead"),
    follow: async () => void calls.push("follow"),
  };
  const self = {
    calls,
    /** False while this candidate cannot reach the database. */
    reachable: true,
    connect: () => (self.reachable ? server.connect() : Promise.reject(new Error("connection refused"))),
    start: () => startElection({ connect: self.connect, duties, log, pollMs: 1_000 }),
  };
  return self;
}

/** Two candidates on one lock, started in turn: the first leads. */
async function twoCandidates() {
  const server = lockServer();
  const first = candidate(server);
  const second = candidate(server);
  return { server, first, second, a: await first.start(), b: await second.start() };
}

describe("market leader election", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("makes the first candidate leader at once and keeps the second following", async () => {
    const { first, second, a, b } = await twoCandidates();
    await vi.advanceTimersByTimeAsync(5_000);
    expect([a.leading(), b.leading()]).toEqual([true, false]);
    expect(first.calls).toEqual(["follow", "lead"]);
    expect(second.calls).toEqual(["follow"]);
  });

  it("steps down at once when its lock connection drops, before anyone else can lead", async () => {
    const { server, first, second, a, b } = await twoCandidates();
    first.reachable = false;
    server.connections[0]!.drop();
    expect(a.leading()).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(first.calls.at(-1)).toBe("follow");

    await vi.advanceTimersByTimeAsync(1_000);
    expect(b.leading()).toBe(true);
    expect(second.calls).toEqual(["follow", "lead"]);
  });

  it("steps down when its connection stops answering", async () => {
    const server = lockServer();
    const only = candidate(server);
    const leadership = await only.start();
    server.connections[0]!.closed = true;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(leadership.leading()).toBe(false);
    expect(only.calls).toEqual(["follow", "lead", "follow"]);
  });

  it("takes the lead again on a new connection once the database answers", async () => {
    const server = lockServer();
    const only = candidate(server);
    const leadership = await only.start();
    server.connections[0]!.drop();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(leadership.leading()).toBe(true);
    expect(server.connections).toHaveLength(2);
    expect(only.calls).toEqual(["follow", "lead", "follow", "lead"]);
  });

  it("logs the takeover and the step-down with their timings", async () => {
    const lines: { details: object; message: string }[] = [];
    const log: Log = { info: (details, message) => lines.push({ details, message }), warn() {}, error() {} };
    const server = lockServer();
    await candidate(server, log).start();
    server.connections[0]!.drop();
    await vi.advanceTimersByTimeAsync(0);
    expect(lines.map((line) => line.message)).toEqual(["market leader: taking over", "market leader: stepping down"]);
    expect(lines[0]!.details).toMatchObject({ waitedMs: expect.any(Number), tookMs: expect.any(Number) });
    expect(lines[1]!.details).toMatchObject({ ledMs: expect.any(Number), tookMs: expect.any(Number), reason: "connection reset" });
  });

  it("gives the lock up when stopped, so another candidate leads", async () => {
    const server = lockServer();
    const a = await candidate(server).start();
    const second = candidate(server);
    const b = await second.start();
    await a.stop();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(b.leading()).toBe(true);
    await b.stop();
    expect(server.connections.every((lock) => lock.closed)).toBe(true);
  });
});
