import { describe, expect, it } from "vitest";
import { WITHDRAW_PAID, WITHDRAW_REJECTED, WITHDRAW_SECOND_APPROVAL, WITHDRAW_WAITING } from "#domain/withdraw.ts";
import { approvalStep } from "./approval-step.ts";

const waiting = { status: WITHDRAW_WAITING, needs_two: false, first_approved_by: null } as const;

describe("what an operator's approval of a withdrawal does", () => {
  it("pays a withdrawal one operator may approve alone", () => {
    expect(approvalStep(waiting, "ana")).toBe("pay");
  });

  it("is the first of two on a large one nobody approved yet", () => {
    expect(approvalStep({ ...waiting, needs_two: true }, "ana")).toBe("first");
  });

  it("pays a large one another operator approved first", () => {
    expect(approvalStep({ status: WITHDRAW_SECOND_APPROVAL, needs_two: true, first_approved_by: "ben" }, "ana")).toBe("pay");
  });

  it("waits for someone else when this operator gave the first approval", () => {
    expect(approvalStep({ status: WITHDRAW_SECOND_APPROVAL, needs_two: true, first_approved_by: "ana" }, "ana")).toBe("other-operator");
  });

  it("is nothing once paid or rejected", () => {
    expect(approvalStep({ ...waiting, status: WITHDRAW_PAID }, "ana")).toBeNull();
    expect(approvalStep({ ...waiting, status: WITHDRAW_REJECTED }, "ana")).toBeNull();
  });
});
