import { describe, expect, it } from "vitest";
import { fillPath } from "./route-path.ts";

describe("a back-office call's path", () => {
  it("takes its parameters from the input and leaves the rest to send", () => {
    expect(fillPath("/admin/api/withdrawals/:id/approve", { id: 7, real_number: "TX-1" })).toEqual({
      path: "/admin/api/withdrawals/7/approve",
      rest: { real_number: "TX-1" },
    });
    expect(fillPath("/admin/api/identities/:userId/reject", { userId: 3, reason: "blurred" })).toEqual({ path: "/admin/api/identities/3/reject", rest: { reason: "blurred" } });
  });

  it("is the path itself when it has no parameters, with the whole input left", () => {
    expect(fillPath("/admin/api/deposits", { status: 0, page: 2 })).toEqual({ path: "/admin/api/deposits", rest: { status: 0, page: 2 } });
  });

  it("escapes a parameter so it stays one path segment", () => {
    expect(fillPath("/admin/api/uploads/:id", { id: "a/../b" }).path).toBe("/admin/api/uploads/a%2F..%2Fb");
  });

  it("refuses a call whose parameter is missing rather than send it elsewhere", () => {
    expect(() => fillPath("/admin/api/news/:id", {})).toThrow(/needs id/);
  });
});
