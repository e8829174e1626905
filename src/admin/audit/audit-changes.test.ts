import { describe, expect, it } from "vitest";
import { auditChanges } from "./audit-changes.ts";

describe("the changes an audit entry shows", () => {
  it("lists the fields that changed with both sides readable, and leaves out the unchanged", () => {
    const before = { review_status: 1, reject_reason: null, country: "HK" };
    const after = { review_status: 0, reject_reason: "blurred", country: "HK" };
    expect(auditChanges(before, after)).toEqual([
      { field: "review_status", before: "1", after: "0" },
      { field: "reject_reason", before: "", after: "blurred" },
    ]);
  });

  it("keeps a field only the before snapshot carries as context, not as a removal", () => {
    expect(auditChanges({ review_status: 1, name: "Chan Tai Man" }, { review_status: 2 })).toEqual([
      { field: "review_status", before: "1", after: "2" },
      { field: "name", before: "Chan Tai Man", after: undefined },
    ]);
  });

  it("says nothing of a field one side leaves out and the other leaves empty", () => {
    expect(auditChanges({ review_status: 1 }, { review_status: 2, reject_reason: null })).toEqual([
      { field: "review_status", before: "1", after: "2" },
    ]);
  });

  it("shows every field of a record created or deleted against an empty side", () => {
    expect(auditChanges(null, { status: 2 })).toEqual([{ field: "status", before: "", after: "2" }]);
    expect(auditChanges({ status: 2 }, undefined)).toEqual([{ field: "status", before: "2", after: "" }]);
  });

  it("writes nested values as JSON", () => {
    expect(auditChanges({ limits: { daily: 1 } }, { limits: { daily: 2 } })).toEqual([
      { field: "limits", before: '{"daily":1}', after: '{"daily":2}' },
    ]);
  });

  it("compares single values as a whole, and finds nothing when nothing changed", () => {
    expect(auditChanges("waiting", "certified")).toEqual([{ field: null, before: "waiting", after: "certified" }]);
    expect(auditChanges([1], [1, 2])).toEqual([{ field: null, before: "[1]", after: "[1,2]" }]);
    expect(auditChanges({ a: 1 }, { a: 1 })).toEqual([]);
    expect(auditChanges(null, null)).toEqual([]);
  });
});
