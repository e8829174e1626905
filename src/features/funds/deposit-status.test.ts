import { i18n } from "@lingui/core";
import { beforeAll, describe, expect, it } from "vitest";
import { DEPOSIT_FINISHED, DEPOSIT_INVALID, DEPOSIT_REJECTED, DEPOSIT_UNCHECKED } from "#domain/funds.ts";
import { DEPOSIT_STATUS, depositOutcome } from "./deposit-status.ts";

beforeAll(() => i18n.loadAndActivate({ locale: "en", messages: {} }));

describe("a deposit record's status", () => {
  it.each([
    [DEPOSIT_UNCHECKED, "Pending review", "waiting"],
    [DEPOSIT_FINISHED, "Credited", "up"],
    [DEPOSIT_REJECTED, "Rejected", "down"],
    [DEPOSIT_INVALID, "Invalid", "muted"],
  ] as const)("status %i reads %s in the %s colour", (status, label, tone) => {
    expect(i18n._(DEPOSIT_STATUS[status].label)).toBe(label);
    expect(DEPOSIT_STATUS[status].tone).toBe(tone);
  });
});

describe("what a decided deposit adds to its row", () => {
  it("shows the USD a credited deposit brought", () => {
    expect(depositOutcome({ status: DEPOSIT_FINISHED, credit: "100.000000", remark: null })).toEqual({ credit: "100.000000" });
  });

  it("shows the operator's remark on a rejected or invalid one", () => {
    expect(depositOutcome({ status: DEPOSIT_REJECTED, credit: null, remark: " Amount not received " })).toEqual({ remark: "Amount not received" });
    expect(depositOutcome({ status: DEPOSIT_INVALID, credit: null, remark: "Duplicate" })).toEqual({ remark: "Duplicate" });
  });

  it("adds nothing while pending, nor for an empty remark", () => {
    expect(depositOutcome({ status: DEPOSIT_UNCHECKED, credit: null, remark: null })).toBeNull();
    expect(depositOutcome({ status: DEPOSIT_INVALID, credit: null, remark: "  " })).toBeNull();
  });
});
