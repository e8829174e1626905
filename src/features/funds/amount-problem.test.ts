import { i18n, type MessageDescriptor } from "@lingui/core";
import { beforeAll, describe, expect, it } from "vitest";
import { amountProblem } from "./amount-problem.ts";

const said = (problem: MessageDescriptor | null) => (problem ? i18n._(problem) : null);

beforeAll(() => i18n.loadAndActivate({ locale: "en", messages: {} }));

describe("the deposit amount's check", () => {
  it.each(["100", "0.5", " 12.345 ", "0.00000001", "1000000000"])("takes %j", (text) => {
    expect(amountProblem(text, "en")).toBeNull();
  });

  it.each([
    ["", "Enter the amount you sent"],
    ["   ", "Enter the amount you sent"],
    ["0", "The amount must be more than zero"],
    ["0.000", "The amount must be more than zero"],
    ["-5", "Use digits only, with a dot before any decimals"],
    ["1,000", "Use digits only, with a dot before any decimals"],
    ["1.2.3", "Use digits only, with a dot before any decimals"],
    ["0.000000001", "The amount may have at most 8 decimals"],
    ["1000000000.01", "The amount may be at most 1,000,000,000"],
  ])("refuses %j: %s", (text, message) => {
    expect(said(amountProblem(text, "en"))).toBe(message);
  });

  it("writes the ceiling as the server's refusal does, in the user's language", () => {
    expect(said(amountProblem("1000000000.01", "de"))).toBe("The amount may be at most 1.000.000.000");
  });
});
