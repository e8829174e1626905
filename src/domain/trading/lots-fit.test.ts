import { describe, expect, it } from "vitest";
import { fitLots } from "./lots-fit.ts";

describe("fitLots", () => {
  it("rounds typed lots down to a whole number of steps", () => {
    expect(fitLots("0.037", "0.01", "0.01")).toBe("0.03");
    expect(fitLots("1,25", "0.1", "0.1")).toBe("1.2");
    expect(fitLots("2", "0.01", "0.01")).toBe("2.00");
  });

  it("raises lots below the minimum to the minimum", () => {
    expect(fitLots("0.001", "0.01", "0.01")).toBe("0.01");
    expect(fitLots("0", "0.01", "0.05")).toBe("0.05");
  });

  it("gives nothing for text that is no number of lots", () => {
    for (const text of ["", "abc", "-1", "1e3", "Infinity", "1.2.3", "1".repeat(40)]) expect(fitLots(text, "0.01", "0.01"), text).toBeUndefined();
  });
});
