import { describe, expect, it } from "vitest";
import { remarkOf } from "./remark.ts";

describe("the remark sent with a decision", () => {
  it("is sent trimmed", () => {
    expect(remarkOf("  Amount does not match the proof \n", true)).toEqual({ remark: "Amount does not match the proof", missing: false });
  });

  it("is missing when required and only blanks were typed", () => {
    expect(remarkOf("   ", true)).toEqual({ remark: null, missing: true });
  });

  it("may be left out where it is optional", () => {
    expect(remarkOf("", false)).toEqual({ remark: null, missing: false });
  });
});
