import { createMemoryHistory, createRootRoute, createRoute, createRouter } from "@tanstack/react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "#api/errors.ts";
import { setAuthTokenGetter } from "#api/auth-token.ts";
import { emitSessionInvalid } from "#api/session-events.ts";
import type { User } from "#domain/contract/accounts.ts";
import { receiveSocketNotice } from "#realtime/socket-notices.ts";
import { hasSession, sessionState, signIn, signOut } from "#state/session.ts";
import { toasts } from "#state/toasts.ts";
import { requireSession } from "./guards.ts";
import { installSessionSync } from "./session-sync.ts";

const USER: User = { id: 1, uid: "800001", email: "trader@pipwise.test", area_id: null, mobile: null, is_demo: 0, invite_code: "AB12CD" };

function buildRouter(start: string) {
  const root = createRootRoute();
  const routeTree = root.addChildren([
    createRoute({ getParentRoute: () => root, path: "/" }),
    createRoute({ getParentRoute: () => root, path: "/order", beforeLoad: requireSession }),
    createRoute({ getParentRoute: () => root, path: "/news" }),
    createRoute({ getParentRoute: () => root, path: "/login" }),
  ]);
  // A browser router (navigations take effect) driven by an in-memory history.
  return createRouter({ routeTree, history: createMemoryHistory({ initialEntries: [start] }), isServer: false });
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

async function waitForPath(router: ReturnType<typeof buildRouter>, pathname: string) {
  await vi.waitFor(() => expect(router.state.location.pathname).toBe(pathname));
}

let stop: () => void = () => {};

beforeEach(() => {
  vi.stubGlobal("window", new EventTarget());
  signOut();
  toasts.items.splice(0);
});
afterEach(() => {
  stop();
  vi.unstubAllGlobals();
});

describe("session sync", () => {
  it("sends a 999 to /login?from=<the page> through the router and clears the session", async () => {
    signIn({ token: "tok-1", user: USER });
    const router = buildRouter("/order?tab=3");
    stop = installSessionSync({ router, setRealtimeToken: vi.fn(async () => {}), fetchUser: async () => USER });
    await router.load();
    expect(router.state.location.pathname).toBe("/order");

    emitSessionInvalid({ path: "/v1/api/forex/my_deal", msg: "Please log in" });

    await waitForPath(router, "/login");
    expect(router.state.location.search).toEqual({ from: "/order?tab=3" });
    expect(hasSession()).toBe(false);
    expect(sessionState.user).toBeNull();
  });

  it("says once that the session ended, however many calls report it", async () => {
    signIn({ token: "tok-5", user: USER });
    const router = buildRouter("/order");
    await router.load();
    stop = installSessionSync({ router, setRealtimeToken: vi.fn(async () => {}), fetchUser: async () => USER });

    emitSessionInvalid({ path: "/api/user/info", msg: "Your session has expired, please log in again" });
    emitSessionInvalid({ path: "/v1/api/main/wallet/getBalance", msg: "Session invalid (HTTP 401)" });
    await waitForPath(router, "/login");
    expect(toasts.items.map((t) => t.text)).toEqual(["Your session has expired, please log in again"]);
  });

  it("clears the session and opens /login?from= with one toast when the socket says the session ended", async () => {
    signIn({ token: "tok-3", user: USER });
    setAuthTokenGetter(() => sessionState.token);
    toasts.items.splice(0);
    const router = buildRouter("/order?tab=1");
    stop = installSessionSync({ router, setRealtimeToken: vi.fn(async () => {}), fetchUser: async () => USER });
    await router.load();

    receiveSocketNotice({ kind: "session-ended", token: "tok-3", msg: "You were logged out on this device, please log in again" });

    await waitForPath(router, "/login");
    expect(router.state.location.search).toEqual({ from: "/order?tab=1" });
    expect(hasSession()).toBe(false);
    expect(toasts.items.map((toast) => toast.text)).toEqual(["You were logged out on this device, please log in again"]);
  });

  it("logs the realtime socket in on login and out on logout", async () => {
    const setRealtimeToken = vi.fn(async () => {});
    stop = installSessionSync({ router: buildRouter("/"), setRealtimeToken });
    signIn({ token: "tok-2", user: USER });
    await flush();
    signOut();
    await flush();
    expect(setRealtimeToken.mock.calls).toEqual([["tok-2"], [null]]);
  });

  it("drops a stored session the server no longer knows and re-runs the guard of the page", async () => {
    signIn({ token: "tok-revoked", user: USER });
    const router = buildRouter("/order");
    await router.load();
    stop = installSessionSync({
      router,
      setRealtimeToken: vi.fn(async () => {}),
      fetchUser: () => Promise.reject(new ApiError(999, "Please log in")),
    });
    await waitForPath(router, "/login");
    expect(router.state.location.search).toEqual({ from: "/order" });
    expect(hasSession()).toBe(false);
  });

  it("keeps a stored session when the startup check fails for another reason (offline)", async () => {
    signIn({ token: "tok-offline", user: USER });
    const router = buildRouter("/order");
    await router.load();
    stop = installSessionSync({ router, setRealtimeToken: vi.fn(async () => {}), fetchUser: () => Promise.reject(new TypeError("offline")) });
    await flush();
    expect(hasSession()).toBe(true);
    expect(router.state.location.pathname).toBe("/order");
  });

  it("refreshes the stored user from the server at startup", async () => {
    signIn({ token: "tok-3", user: USER });
    stop = installSessionSync({ router: buildRouter("/"), setRealtimeToken: vi.fn(async () => {}), fetchUser: async () => ({ ...USER, invite_code: "NEW1" }) });
    await vi.waitFor(() => expect(sessionState.user?.invite_code).toBe("NEW1"));
  });

  it("leaves a public page where it is on 999 but still logs out", async () => {
    signIn({ token: "tok-4", user: USER });
    const router = buildRouter("/login");
    await router.load();
    stop = installSessionSync({ router, setRealtimeToken: vi.fn(async () => {}), fetchUser: async () => USER });
    emitSessionInvalid({ path: "/api/user/info", msg: "Please log in" });
    await flush();
    expect(router.state.location.pathname).toBe("/login");
    expect(hasSession()).toBe(false);
  });
});
