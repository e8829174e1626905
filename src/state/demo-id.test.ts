import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stubLocalStorage } from "#tests/support/memory-storage.ts";
import { DEMO_ID_STORAGE_KEY, deviceDemoId } from "./demo-id.ts";

let items: Map<string, string>;

beforeEach(() => {
  items = stubLocalStorage().items;
});
afterEach(() => vi.unstubAllGlobals());

describe("the device's demo id", () => {
  it("is made once and then reused, so the same demo account reopens", () => {
    const first = deviceDemoId();
    expect(first).toMatch(/^[\w-]{16,64}$/);
    expect(deviceDemoId()).toBe(first);
    expect(items.get(DEMO_ID_STORAGE_KEY)).toBe(first);
  });

  it("replaces a stored value the server would refuse", () => {
    items.set(DEMO_ID_STORAGE_KEY, "short");
    const id = deviceDemoId();
    expect(id).not.toBe("short");
    expect(id).toMatch(/^[\w-]{16,64}$/);
  });
});
