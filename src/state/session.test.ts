import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { LoginResponse } from "#domain/contract/accounts.ts";
import { stubLocalStorage, type MemoryStorage } from "#tests/support/memory-storage.ts";

const REAL: LoginResponse = {
  token: "tok-real",
  user: { id: 1, uid: "800001", email: "trader@pipwise.test", area_id: null, mobile: null, is_demo: 0, invite_code: "AB12CD" },
};

let storage: MemoryStorage;

/** A fresh copy of the module, as after a page reload. */
async function reload() {
  vi.resetModules();
  return import("./session.ts");
}

beforeEach(() => {
  storage = stubLocalStorage();
});
afterEach(() => vi.unstubAllGlobals());

describe("session persistence", () => {
  it("stays logged in across a reload", async () => {
    const first = await reload();
    first.signIn(REAL);
    const after = await reload();
    expect(after.hasSession()).toBe(true);
    expect(after.sessionState.token).toBe("tok-real");
    expect(after.sessionState.user?.email).toBe("trader@pipwise.test");
  });

  it("is logged out after a reload once logged out", async () => {
    const first = await reload();
    first.signIn(REAL);
    first.signOut();
    const after = await reload();
    expect(after.hasSession()).toBe(false);
    expect(after.sessionState.user).toBeNull();
    expect(storage.items.size).toBe(0);
  });

  it("drops the real session an earlier version set aside in the clear during a switch to the demo account", async () => {
    storage.setItem("pipwise.real_session", JSON.stringify(REAL));
    await reload();
    expect(storage.getItem("pipwise.real_session")).toBeNull();
  });

  it("starts logged out when the stored value is damaged", async () => {
    storage.setItem("pipwise.session", '{"token":"tok","user":');
    expect((await reload()).hasSession()).toBe(false);
    storage.setItem("pipwise.session", JSON.stringify({ token: "", user: REAL.user }));
    expect((await reload()).hasSession()).toBe(false);
  });

  it("keeps working when storage refuses to write (private mode, full quota)", async () => {
    storage.setItem = () => {
      throw new DOMException("quota", "QuotaExceededError");
    };
    const session = await reload();
    session.signIn(REAL);
    expect(session.hasSession()).toBe(true);
  });

  it("keeps a fresher user copy, but not after logging out", async () => {
    const session = await reload();
    session.signIn(REAL);
    session.updateUser({ ...REAL.user, invite_code: "ZZ99" });
    expect((await reload()).sessionState.user?.invite_code).toBe("ZZ99");
    session.signOut();
    session.updateUser(REAL.user);
    expect(session.sessionState.user).toBeNull();
  });

  it("follows a logout made in another tab", async () => {
    const session = await reload();
    session.signIn(REAL);
    const target = new EventTarget();
    const changed = vi.fn();
    const stop = session.followOtherTabs({ onChange: changed, target: target as unknown as Window });
    storage.removeItem("pipwise.session");
    target.dispatchEvent(Object.assign(new Event("storage"), { key: "pipwise.session" }));
    expect(session.hasSession()).toBe(false);
    expect(changed).toHaveBeenCalledTimes(1);
    stop();
  });
});
