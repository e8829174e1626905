import { describe, expect, it } from "vitest";
import { alternatingRuns } from "../bench/alternating-runs.ts";

describe("the benches' alternating runs", () => {
  it("alternates this build and its reference run by run on each page, each going first in turn", () => {
    const order = alternatingRuns(2, 2, 2).map(({ page, build, run }) => `${run}:${page}:${build}`);
    expect(order).toEqual(["0:0:0", "0:0:1", "0:1:0", "0:1:1", "1:0:1", "1:0:0", "1:1:1", "1:1:0"]);
  });

  it("runs every page on every build as many times as asked", () => {
    const schedule = alternatingRuns(2, 3, 5);
    for (let page = 0; page < 2; page++) {
      for (let build = 0; build < 3; build++) expect(schedule.filter((r) => r.page === page && r.build === build)).toHaveLength(5);
    }
  });

  it("is this build's runs alone without a reference", () => {
    expect(alternatingRuns(2, 1, 3).every((r) => r.build === 0)).toBe(true);
  });
});
