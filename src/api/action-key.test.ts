import { describe, expect, it } from "vitest";
import { createActionKeys } from "./action-key.ts";

const counter = () => {
  let n = 0;
  return () => `key-${++n}`;
};

describe("createActionKeys", () => {
  it("reuses the key while the same action is retried without an answer", () => {
    const keys = createActionKeys(counter());
    expect(keys.keyFor("buy 0.01")).toBe("key-1");
    expect(keys.keyFor("buy 0.01")).toBe("key-1");
  });

  it("makes a new key once the server answered, even for the same parameters", () => {
    const keys = createActionKeys(counter());
    keys.keyFor("buy 0.01");
    keys.answered();
    expect(keys.keyFor("buy 0.01")).toBe("key-2");
  });

  it("makes a new key for a changed action", () => {
    const keys = createActionKeys(counter());
    keys.keyFor("buy 0.01");
    expect(keys.keyFor("buy 0.02")).toBe("key-2");
  });

  it("uses random UUIDs by default", () => {
    const keys = createActionKeys();
    expect(keys.keyFor("a")).toMatch(/^[0-9a-f-]{36}$/);
  });
});
