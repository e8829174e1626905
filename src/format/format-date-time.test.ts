import { describe, expect, it } from "vitest";
import { formatDateTime } from "./format-date-time.ts";

describe("date and time in the user's language", () => {
  it("writes the same moment the way each language does", () => {
    const at = "2026-11-23T09:05:07.000Z";
    expect(formatDateTime(at, "de")).not.toBe(formatDateTime(at, "en"));
    expect(formatDateTime(at, "en")).toMatch(/\d{1,2}\/\d{1,2}\/26/);
    expect(formatDateTime("not a time", "en")).toBe("--");
  });
});
