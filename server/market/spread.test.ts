import { describe, expect, it } from "vitest";
import { askFor, spreadWidening } from "./spread.ts";

const at = (iso: string) => Date.parse(iso);
const EURUSD = { session: "fx", precision: 5, spreadPoints: 2 } as const;

describe("bid and ask", () => {
  it("adds the spread in points of the last decimal", () => {
    expect(askFor("1.16240", EURUSD, at("2026-11-24T10:00:00Z"))).toBe("1.16242");
    expect(askFor("48710", { session: "asia_equity", precision: 0, spreadPoints: 8 }, at("2026-11-24T01:00:00Z"))).toBe("48718");
    expect(askFor("98450.00", { session: "crypto", precision: 2, spreadPoints: 3000 }, at("2026-11-24T10:00:00Z"))).toBe("98480.00");
  });

  it("widens FX, metals and energy around the New York rollover and crypto at the weekend", () => {
    expect(askFor("1.16240", EURUSD, at("2026-11-24T21:30:00Z"))).toBe("1.16246");
    expect(spreadWidening("metals", at("2026-11-24T22:59:00Z"))).toBe(3);
    expect(spreadWidening("fx", at("2026-11-24T23:00:00Z"))).toBe(1);
    expect(spreadWidening("crypto", at("2026-11-28T12:00:00Z"))).toBe(2);
    expect(spreadWidening("crypto", at("2026-11-27T12:00:00Z"))).toBe(1);
    expect(spreadWidening("us_equity", at("2026-11-24T21:30:00Z"))).toBe(1);
  });
});
