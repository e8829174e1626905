import { describe, expect, it } from "vitest";
import { canStepDown, lotsProblem, stepLots } from "./lots.ts";

describe("the lots stepper", () => {
  it("steps by the instrument's Pip, keeping its decimals", () => {
    expect(stepLots("0.01", "0.01", "0.01", 1)).toBe("0.02");
    expect(stepLots("0.10", "0.01", "0.01", -1)).toBe("0.09");
    expect(stepLots("1", "1", "1", 1)).toBe("2");
    expect(stepLots("0.3", "0.1", "0.1", 1)).toBe("0.4");
  });

  it("disables minus when lots − Pip would be 0 or less", () => {
    expect(canStepDown("0.01", "0.01", "0.01")).toBe(false);
    expect(canStepDown("0.005", "0.01", "0.001")).toBe(false);
    expect(canStepDown("0.02", "0.01", "0.01")).toBe(true);
  });

  it("never steps below the minimum lots", () => {
    expect(canStepDown("0.10", "0.01", "0.10")).toBe(false);
    expect(stepLots("0.10", "0.01", "0.10", -1)).toBe("0.10");
    expect(stepLots("0.05", "0.01", "0.10", 1)).toBe("0.10");
  });

  it("restarts at the minimum from text that is no number", () => {
    expect(stepLots("", "0.01", "0.01", 1)).toBe("0.01");
    expect(stepLots("abc", "0.01", "0.05", -1)).toBe("0.05");
    expect(canStepDown("", "0.01", "0.01")).toBe(false);
  });
});

describe("lotsProblem", () => {
  it("accepts the minimum and any multiple of Pip above it", () => {
    expect(lotsProblem("0.01", "0.01", "0.01")).toBeUndefined();
    expect(lotsProblem("2.37", "0.01", "0.01")).toBeUndefined();
  });

  it("names what the server would refuse", () => {
    expect(lotsProblem("", "0.01", "0.01")).toBe("lots-empty");
    expect(lotsProblem("0", "0.01", "0.01")).toBe("lots-empty");
    expect(lotsProblem("1e3", "0.01", "0.01")).toBe("lots-empty");
    expect(lotsProblem("0.05", "0.01", "0.10")).toBe("lots-min");
    expect(lotsProblem("0.015", "0.01", "0.01")).toBe("lots-step");
  });
});
