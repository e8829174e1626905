import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { dec } from "../decimal.ts";
import { spreadPoints } from "./spread.ts";

describe("spreadPoints", () => {
  it("counts the spread in the instrument's last decimal", () => {
    expect(spreadPoints({ Bid: "1.16240", Ask: "1.16242" }, 5)).toBe("2");
    expect(spreadPoints({ Bid: "154.620", Ask: "154.623" }, 3)).toBe("3");
    expect(spreadPoints({ Bid: "312", Ask: "313" }, 0)).toBe("1");
  });

  it("agrees with decimal arithmetic on prices with more or fewer decimals than the instrument's", () => {
    const cases: [string, string, number][] = [
      ["1.1624", "1.16242", 5],
      ["1.162405", "1.16242", 5],
      ["1.162415", "1.16240", 5],
      ["-0.5", "0.25", 1],
      ["98450", "98480.004", 2],
      ["1.16245", "1.16240", 4],
      ["0.00001", "0", 5],
    ];
    for (const [Bid, Ask, precision] of cases) {
      const expected = dec(Ask).minus(Bid).times(dec(10).pow(precision)).toDecimalPlaces(0).toFixed(0);
      expect(spreadPoints({ Bid, Ask }, precision), `${Bid} / ${Ask} at ${precision}`).toBe(expected);
    }
  });

  it("agrees with decimal arithmetic on any two prices", () => {
    const price = fc.tuple(fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }), fc.integer({ min: 0, max: 8 })).map(([units, places]) => {
      const digits = (units < 0n ? -units : units).toString().padStart(places + 1, "0");
      const text = places ? `${digits.slice(0, -places)}.${digits.slice(-places)}` : digits;
      return units < 0n ? `-${text}` : text;
    });
    fc.assert(
      fc.property(price, price, fc.integer({ min: 0, max: 8 }), (Bid, Ask, precision) => {
        const expected = dec(Ask).minus(Bid).times(dec(10).pow(precision)).toDecimalPlaces(0).toFixed(0);
        expect(spreadPoints({ Bid, Ask }, precision)).toBe(expected);
      }),
    );
  });
});
