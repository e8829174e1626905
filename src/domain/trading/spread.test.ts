import { describe, expect, it } from "vitest";
import { spreadPoints } from "./spread.ts";

describe("spreadPoints", () => {
  it("counts the spread in the instrument's last decimal", () => {
    expect(spreadPoints({ Bid: "1.16240", Ask: "1.16242" }, 5)).toBe("2");
    expect(spreadPoints({ Bid: "154.620", Ask: "154.623" }, 3)).toBe("3");
    expect(spreadPoints({ Bid: "312", Ask: "313" }, 0)).toBe("1");
  });
});
