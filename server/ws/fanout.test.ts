import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Quote } from "#domain/instrument.ts";
import { FLUSH_INTERVAL_MS, TOPIC_DAY_MARKET, TOPIC_FOREX_TRADE } from "#domain/socket-protocol.ts";
import { ClientSession, type SocketLike } from "./client-session.ts";
import { Fanout } from "./fanout.ts";
import { TopicIndex } from "./topic-index.ts";

/** An in-memory socket for gateway unit tests: records frames, lets a test fake backpressure. */
class FakeSocket implements SocketLike {
  readyState = 1;
  bufferedAmount = 0;
  readonly raw: (string | Buffer)[] = [];
  terminated = false;

  send(data: string | Buffer): void {
    this.raw.push(data);
  }

  close(): void {
    this.readyState = 2;
  }

  terminate(): void {
    this.readyState = 3;
    this.terminated = true;
  }

  /** Every frame sent so far, parsed. */
  frames(): Record<string, unknown>[] {
    return this.raw.map((data) => JSON.parse(data.toString()));
  }
}

const limits = { flushIntervalMs: FLUSH_INTERVAL_MS, highWaterBytes: 1000, stuckCloseMs: 1000 };

function quote(code: string, close: string): Quote {
  return { Code: code, Open: "1.0000", Close: close, Bid: close, Ask: close, Change: "0.00", MarketStatus: 1, Time: Date.now() };
}

describe("gateway fan-out", () => {
  let index: TopicIndex;
  let fanout: Fanout;

  beforeEach(() => {
    vi.useFakeTimers({ now: 1_700_000_000_000 });
    index = new TopicIndex();
    fanout = new Fanout(index, limits);
  });
  afterEach(() => {
    fanout.stop();
    vi.useRealTimers();
  });

  function client(...topics: string[]): FakeSocket {
    const socket = new FakeSocket();
    const session = new ClientSession(socket, "en", Date.now());
    for (const topic of topics) index.subscribe(session, topic);
    return socket;
  }

  it("coalesces a burst of quotes into one frame holding the latest price per instrument", () => {
    const socket = client(TOPIC_DAY_MARKET);
    for (let i = 0; i < 100; i++) fanout.addQuotes([quote("EURUSD", `1.${1000 + i}`), quote("XAUUSD", `2300.${i}`)]);
    vi.runOnlyPendingTimers();

    expect(socket.frames()).toHaveLength(1);
    const [frame] = socket.frames();
    expect(frame).toMatchObject({ topic: TOPIC_DAY_MARKET, ts: Date.now() });
    expect((frame!.data as Quote[]).map((q) => [q.Code, q.Close])).toEqual([
      ["EURUSD", "1.1099"],
      ["XAUUSD", "2300.99"],
    ]);
  });

  it("sends at most one frame per flush interval to a client under a steady feed", () => {
    const socket = client(TOPIC_DAY_MARKET);
    for (let ms = 0; ms < 1000; ms += 2) {
      fanout.addQuotes([quote("EURUSD", `1.${1000 + ms}`)]);
      vi.advanceTimersByTime(2);
    }
    const times = socket.frames().map((f) => f.ts as number);
    expect(times.length).toBeGreaterThanOrEqual(9);
    expect(times.length).toBeLessThanOrEqual(11);
    for (let i = 1; i < times.length; i++) expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(FLUSH_INTERVAL_MS);
  });

  it("encodes each delta once and hands the same bytes to every subscriber", () => {
    const first = client(TOPIC_DAY_MARKET);
    const second = client(TOPIC_DAY_MARKET, "KLINE.EURUSD");
    fanout.addQuotes([quote("EURUSD", "1.1000")]);
    vi.runOnlyPendingTimers();

    expect(first.raw).toHaveLength(1);
    expect(second.raw[0]).toBe(first.raw[0]);
  });

  it("skips a client that is behind and later sends it only the latest quote per instrument", () => {
    const slow = client(TOPIC_DAY_MARKET);
    const fast = client(TOPIC_DAY_MARKET);
    slow.bufferedAmount = 5000;
    for (const close of ["1.1000", "1.1001", "1.1002"]) {
      fanout.addQuotes([quote("EURUSD", close)]);
      vi.advanceTimersByTime(FLUSH_INTERVAL_MS);
    }
    expect(fast.frames()).toHaveLength(3);
    expect(slow.frames()).toHaveLength(0);

    slow.bufferedAmount = 0;
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS);
    expect(slow.frames()).toHaveLength(1);
    expect(slow.frames()[0]!.data).toEqual([expect.objectContaining({ Code: "EURUSD", Close: "1.1002" })]);
    expect(slow.terminated).toBe(false);
  });

  it("drops a client whose socket stays stuck past the limit", () => {
    const stuck = client(TOPIC_DAY_MARKET);
    stuck.bufferedAmount = 5000;
    fanout.addQuotes([quote("EURUSD", "1.1000")]);
    vi.advanceTimersByTime(limits.stuckCloseMs - FLUSH_INTERVAL_MS);
    expect(stuck.terminated).toBe(false);
    vi.advanceTimersByTime(2 * FLUSH_INTERVAL_MS);
    expect(stuck.terminated).toBe(true);
  });

  it("keeps private events behind a pending snapshot, then delivers them in order", () => {
    const socket = new FakeSocket();
    const session = new ClientSession(socket, "en", Date.now());
    index.subscribe(session, TOPIC_FOREX_TRADE);
    session.awaitingSnapshot.add(TOPIC_FOREX_TRADE);
    fanout.addFor(session, TOPIC_FOREX_TRADE, { kind: "private", items: [{ id: 1 }] });
    fanout.addFor(session, TOPIC_FOREX_TRADE, { kind: "private", items: [{ id: 2 }] });
    vi.advanceTimersByTime(3 * FLUSH_INTERVAL_MS);
    expect(socket.frames()).toHaveLength(0);

    session.awaitingSnapshot.delete(TOPIC_FOREX_TRADE);
    fanout.release(session);
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS);
    expect(socket.frames()).toEqual([expect.objectContaining({ topic: TOPIC_FOREX_TRADE, data: [{ id: 1 }, { id: 2 }] })]);
  });

  it("tells once per flush how many frames went out, as many as the sockets received", () => {
    const counts: number[] = [];
    const counted = new Fanout(index, limits, Date.now, (count) => counts.push(count));
    const sockets = [client(TOPIC_DAY_MARKET), client(TOPIC_DAY_MARKET, "KLINE.EURUSD"), client(TOPIC_DAY_MARKET)];
    const slow = sockets[2]!;
    slow.bufferedAmount = 5000;
    counted.addQuotes([quote("EURUSD", "1.1000"), quote("XAUUSD", "2300.1")]);
    counted.addKline("EURUSD", { "1min": { Time: 1, Open: "1.1", High: "1.1", Low: "1.1", Close: "1.1", Volume: "1" } });
    vi.runOnlyPendingTimers();
    expect(counts).toEqual([3]);

    slow.bufferedAmount = 0;
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS);
    expect(counts).toEqual([3, 1]);
    expect(sockets.reduce((sum, socket) => sum + socket.raw.length, 0)).toBe(4);
    counted.stop();
  });

  it("ignores quotes nobody follows", () => {
    const socket = client("KLINE.EURUSD");
    fanout.addQuotes([quote("EURUSD", "1.1000")]);
    vi.runOnlyPendingTimers();
    expect(socket.frames()).toHaveLength(0);
  });
});
