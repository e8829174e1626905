import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setAuthTokenGetter } from "#api/auth-token.ts";
import { endingOwnSession, onSessionInvalid, type SessionInvalidEvent } from "#api/session-events.ts";
import { toasts } from "#state/toasts.ts";
import { receiveSocketNotice } from "./socket-notices.ts";

const ENDED = { kind: "session-ended", token: "tok-1", msg: "You were logged out on this device, please log in again" } as const;
let invalid: SessionInvalidEvent[];
let stop: () => void;

beforeEach(() => {
  vi.useFakeTimers();
  toasts.items.splice(0);
  invalid = [];
  stop = onSessionInvalid((event) => invalid.push(event));
  setAuthTokenGetter(() => "tok-1");
});
afterEach(() => {
  stop();
  vi.useRealTimers();
});

const toastTexts = () => toasts.items.map((toast) => toast.text);

describe("socket notices in a tab", () => {
  it("ends the tab's session like an HTTP 999 when the socket login of its token ends, leaving the one toast to the session sync", () => {
    receiveSocketNotice(ENDED);
    expect(invalid).toEqual([{ path: "/v1/ws", msg: ENDED.msg }]);
    expect(toastTexts()).toEqual([]);
  });

  it("ignores the end of a token the tab no longer holds", () => {
    setAuthTokenGetter(() => "tok-2");
    receiveSocketNotice(ENDED);
    setAuthTokenGetter(() => null);
    receiveSocketNotice(ENDED);
    expect(invalid).toEqual([]);
    expect(toastTexts()).toEqual([]);
  });

  it("stays quiet while the tab ends its own session (its logout or new password)", async () => {
    let answer: () => void = () => {};
    const ending = endingOwnSession(() => new Promise<void>((resolve) => (answer = resolve)));
    receiveSocketNotice(ENDED);
    answer();
    await ending;
    expect(invalid).toEqual([]);
    expect(toastTexts()).toEqual([]);
  });

  it("shows any other refusal of the server as an error toast", () => {
    receiveSocketNotice({ kind: "refused", of: "sub", code: 429, msg: "Too many subscriptions on this connection", topic: "KLINE.EURUSD" });
    expect(toasts.items).toMatchObject([{ text: "Too many subscriptions on this connection", kind: "error" }]);
    expect(invalid).toEqual([]);
  });
});
