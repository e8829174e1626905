import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BACKOFF_CAP_MS, backoffDelay } from "./backoff.ts";
import { createConnection, type ConnectionDeps } from "./connection.ts";
import { fakeSocketFactory } from "./testing/fake-socket.ts";
import { realTimers } from "./timers.ts";
import type { SocketNotice } from "./types.ts";

function setup(overrides: Partial<ConnectionDeps> = {}) {
  const factory = fakeSocketFactory();
  const frames: string[] = [];
  const statuses: string[] = [];
  const notices: SocketNotice[] = [];
  const onOpen = vi.fn();
  const connection = createConnection({
    url: () => "ws://pipwise.test/v1/ws?lang=en",
    createSocket: factory.create,
    timers: realTimers,
    random: () => 0.5,
    onOpen,
    onFrame: (raw) => frames.push(raw),
    onStatus: (status) => statuses.push(status),
    onNotice: (notice) => notices.push(notice),
    ...overrides,
  });
  return { connection, factory, frames, statuses, notices, onOpen };
}

function openConnection(overrides: Partial<ConnectionDeps> = {}) {
  const env = setup(overrides);
  env.connection.connect();
  env.factory.latest().accept();
  return env;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("connection heartbeat", () => {
  it("pings every 5 seconds once open", () => {
    const { factory } = openConnection();
    const socket = factory.latest();
    vi.advanceTimersByTime(4999);
    expect(socket.sentOfType("ping")).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(socket.sentOfType("ping")).toHaveLength(1);
    vi.advanceTimersByTime(5000);
    expect(socket.sentOfType("ping")).toHaveLength(2);
  });

  it("gives up on the socket after exactly three unanswered pings, not two", () => {
    const { connection, factory } = openConnection();
    const socket = factory.latest();
    vi.advanceTimersByTime(15_000);
    expect(socket.sentOfType("ping")).toHaveLength(3);
    expect(socket.closed).toBe(false);
    expect(connection.snapshot().status).toBe("open");

    vi.advanceTimersByTime(5000);
    expect(socket.closed).toBe(true);
    expect(connection.snapshot().status).toBe("backoff");
    vi.advanceTimersByTime(backoffDelay(0, () => 0.5));
    expect(factory.sockets).toHaveLength(2);
    expect(connection.snapshot().status).toBe("connecting");
  });

  it("starts counting again when a pong arrives", () => {
    const { connection, factory } = openConnection();
    const socket = factory.latest();
    vi.advanceTimersByTime(10_000);
    socket.serverSends({ type: "pong", ts: 1 });
    vi.advanceTimersByTime(15_000);
    expect(socket.closed).toBe(false);
    expect(connection.snapshot().status).toBe("open");
    vi.advanceTimersByTime(5000);
    expect(socket.closed).toBe(true);
  });
});

describe("connecting", () => {
  it("abandons a socket that has not opened within 5 seconds", () => {
    const { connection, factory } = setup();
    connection.connect();
    vi.advanceTimersByTime(4999);
    expect(factory.latest().closed).toBe(false);
    expect(connection.snapshot().status).toBe("connecting");
    vi.advanceTimersByTime(1);
    expect(factory.latest().closed).toBe(true);
    expect(connection.snapshot().status).toBe("backoff");
  });

  it("is idempotent: connecting twice opens one socket", () => {
    const { connection, factory } = setup();
    connection.connect();
    connection.connect();
    factory.latest().accept();
    connection.connect();
    expect(factory.sockets).toHaveLength(1);
    expect(connection.snapshot()).toMatchObject({ status: "open", connectionId: 1, openedCount: 1 });
  });

  it("waits longer after each failed attempt, up to the cap", () => {
    const { connection, factory } = setup({ random: () => 0.5 });
    connection.connect();
    const gaps: number[] = [];
    let last = Date.now();
    for (let attempt = 0; attempt < 7; attempt++) {
      factory.latest().serverDrops();
      const before = factory.sockets.length;
      while (factory.sockets.length === before) vi.advanceTimersByTime(10);
      gaps.push(Date.now() - last);
      last = Date.now();
    }
    expect(gaps).toEqual([380, 750, 1500, 3000, 6000, 7500, 7500]);
  });

  it("resets the backoff once a socket opens", () => {
    const { connection, factory } = setup();
    connection.connect();
    factory.latest().serverDrops();
    vi.advanceTimersByTime(BACKOFF_CAP_MS);
    factory.latest().serverDrops();
    vi.advanceTimersByTime(BACKOFF_CAP_MS);
    factory.latest().accept();
    factory.latest().serverDrops();
    const before = factory.sockets.length;
    vi.advanceTimersByTime(backoffDelay(0, () => 0.5));
    expect(factory.sockets.length).toBe(before + 1);
    expect(connection.snapshot().openedCount).toBe(1);
  });
});

describe("backoffDelay", () => {
  it("doubles from 0.5 s with up to half of each step random, and never exceeds 10 s", () => {
    const highest = [0, 1, 2, 3, 4, 5, 6, 12].map((attempt) => backoffDelay(attempt, () => 1));
    const lowest = [0, 1, 2, 3, 4, 5, 6, 12].map((attempt) => backoffDelay(attempt, () => 0));
    expect(highest).toEqual([500, 1000, 2000, 4000, 8000, 10_000, 10_000, 10_000]);
    expect(lowest).toEqual([250, 500, 1000, 2000, 4000, 5000, 5000, 5000]);
  });
});

describe("stale sockets", () => {
  it("ignores messages and closes from a socket it already replaced", () => {
    const { connection, factory, frames, onOpen } = openConnection();
    const old = factory.latest();
    const { onmessage, onclose, onopen } = old;
    vi.advanceTimersByTime(20_000 + backoffDelay(0, () => 0.5));
    factory.latest().accept();
    const current = connection.snapshot();
    expect(current).toMatchObject({ status: "open", connectionId: 2, openedCount: 2 });

    onmessage!(new MessageEvent("message", { data: JSON.stringify({ topic: "DAY_MARKET", data: [], ts: 1 }) }));
    onopen!(new Event("open"));
    onclose!(new Event("close") as CloseEvent);

    expect(frames).toEqual([]);
    expect(onOpen).toHaveBeenCalledTimes(2);
    expect(connection.snapshot()).toEqual(current);
    expect(factory.sockets).toHaveLength(2);
  });
});

describe("frames and login", () => {
  it("hands topic frames on and keeps acks and pongs to itself", () => {
    const { connection, factory, frames } = openConnection();
    vi.setSystemTime(1_700_000_000_000);
    factory.latest().serverSends({ type: "ack", of: "sub", code: 1, msg: "ok", topic: "DAY_MARKET" });
    factory.latest().serverSends({ topic: "DAY_MARKET", data: [], ts: 5, snapshot: true });
    expect(frames.map((raw) => JSON.parse(raw).topic)).toEqual(["DAY_MARKET"]);
    expect(connection.snapshot().lastMessageAt).toBe(1_700_000_000_000);
  });

  it("ignores what is JSON but no message, and goes on with the next frame", () => {
    const { factory, frames } = openConnection();
    for (const raw of ["null", "42", "[]", '"text"', "{"]) factory.latest().onmessage!(new MessageEvent("message", { data: raw }));
    factory.latest().serverSends({ topic: "DAY_MARKET", data: [], ts: 5 });
    expect(frames.map((raw) => JSON.parse(raw).topic)).toEqual(["DAY_MARKET"]);
  });

  it("logs in right after opening when a token is set, before re-subscribing", () => {
    const order: string[] = [];
    const { connection, factory } = setup({ onOpen: () => order.push("resubscribe") });
    connection.setToken("tok-1");
    connection.connect();
    const socket = factory.latest();
    const send = socket.send.bind(socket);
    socket.send = (data) => (order.push(JSON.parse(data).type), send(data));
    socket.accept();
    expect(order).toEqual(["login", "resubscribe"]);
    expect(socket.sentOfType("login")).toEqual([{ type: "login", token: "tok-1" }]);
  });

  it("sends login when a token arrives on an open socket and logout when it is cleared", () => {
    const { connection, factory } = openConnection();
    connection.setToken("tok-2");
    connection.setToken(null);
    expect(factory.latest().sent.map((m) => m.type)).toEqual(["login", "logout"]);
  });

  it("opens a fresh socket on restart, reading the URL again", () => {
    let lang = "en";
    const { connection, factory } = openConnection({ url: () => `ws://pipwise.test/v1/ws?lang=${lang}` });
    lang = "ar";
    connection.restart();
    expect(factory.sockets[0]!.closed).toBe(true);
    expect(factory.latest().url).toBe("ws://pipwise.test/v1/ws?lang=ar");
  });
});

describe("what the server refuses or ends", () => {
  const refusedLogin = { type: "ack", of: "login", code: 999, msg: "Your session has expired, please log in again" };

  it("reports a refused login, drops the token and does not log in with it again after a reconnect", () => {
    const { connection, factory, notices } = openConnection();
    connection.setToken("token-a");
    factory.latest().serverSends(refusedLogin);
    expect(notices).toEqual([{ kind: "session-ended", token: "token-a", msg: "Your session has expired, please log in again" }]);

    factory.latest().serverDrops();
    vi.advanceTimersByTime(backoffDelay(0, () => 0.5));
    factory.latest().accept();
    expect(factory.latest().sentOfType("login")).toEqual([]);
  });

  it("reports a logout frame as the end of the current login", () => {
    const { connection, factory, notices } = openConnection();
    connection.setToken("token-a");
    factory.latest().serverSends({ type: "ack", of: "login", code: 1, msg: "Logged in" });
    factory.latest().serverSends({ type: "logout", code: 999, msg: "You were logged out on this device, please log in again" });
    expect(notices).toEqual([{ kind: "session-ended", token: "token-a", msg: "You were logged out on this device, please log in again" }]);
  });

  it("ignores a refusal or a logout frame about a login the tabs already replaced", () => {
    const { connection, factory, notices } = openConnection();
    connection.setToken("token-old");
    connection.setToken("token-new");
    factory.latest().serverSends(refusedLogin);
    factory.latest().serverSends({ type: "logout", code: 999, msg: "You were logged out on this device, please log in again" });
    expect(notices).toEqual([]);
    factory.latest().serverSends({ type: "ack", of: "login", code: 1, msg: "Logged in" });
    factory.latest().serverSends({ type: "logout", code: 999, msg: "Logged out" });
    expect(notices).toEqual([{ kind: "session-ended", token: "token-new", msg: "Logged out" }]);
  });

  it("reports every other error ack with its topic, and stays quiet about successes", () => {
    const { factory, notices } = openConnection();
    factory.latest().serverSends({ type: "ack", of: "sub", code: 1, msg: "Subscribed", topic: "DAY_MARKET" });
    factory.latest().serverSends({ type: "ack", of: "sub", code: 429, msg: "Too many subscriptions on this connection", topic: "KLINE.EURUSD" });
    factory.latest().serverSends({ type: "ack", of: "login", code: 500, msg: "The session could not be checked, please try again" });
    factory.latest().serverSends({ type: "ack", of: "error", code: 400, msg: "The frame is not valid JSON" });
    expect(notices).toEqual([
      { kind: "refused", of: "sub", code: 429, msg: "Too many subscriptions on this connection", topic: "KLINE.EURUSD" },
      { kind: "refused", of: "login", code: 500, msg: "The session could not be checked, please try again" },
      { kind: "refused", of: "error", code: 400, msg: "The frame is not valid JSON" },
    ]);
  });
});
