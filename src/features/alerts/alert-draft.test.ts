import { describe, expect, it } from "vitest";
import { newDraft } from "./alert-draft.ts";

describe("a new alert's draft", () => {
  it("writes a level out to the instrument's digits, as the address dropped its trailing zeros", () => {
    expect(newDraft(1, "1.16", 5).level).toBe("1.16000");
    expect(newDraft(1, "2650", 2).level).toBe("2650.00");
    expect(newDraft(1, "1.16123", 5).level).toBe("1.16123");
  });

  it("leaves a level it cannot read, or one without known digits, as it came", () => {
    expect(newDraft(1, "abc", 5).level).toBe("abc");
    expect(newDraft(1, "1.16").level).toBe("1.16");
    expect(newDraft(1, undefined, 5).level).toBe("");
  });
});
