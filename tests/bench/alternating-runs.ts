/** One measured run to do: which page, on which build (an index into the builds), the how-manyeth. */
export interface ScheduledRun {
  page: number;
  build: number;
  run: number;
}

/**
 * Every page's runs on every build, the builds alternating run by run and each going first as often
 * as the others, so a figure and its reference's are taken in the same minutes of a shared machine
 * and neither always follows the other's warm-up.
 */
export function alternatingRuns(pages: number, builds: number, runs: number): ScheduledRun[] {
  const schedule: ScheduledRun[] = [];
  for (let run = 0; run < runs; run++) {
    for (let page = 0; page < pages; page++) {
      for (let turn = 0; turn < builds; turn++) schedule.push({ page, build: (turn + run) % builds, run });
    }
  }
  return schedule;
}
