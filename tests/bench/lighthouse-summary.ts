import type { Result } from "lighthouse";

/** The figures of one Lighthouse run that the bench prints. */
export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  siMs: number;
  /** Ids of the accessibility audits that count towards the score and did not pass. */
  failingAccessibility: string[];
}

const METRICS = { lcpMs: "largest-contentful-paint", tbtMs: "total-blocking-time", cls: "cumulative-layout-shift", fcpMs: "first-contentful-paint", siMs: "speed-index" } as const;

const score = (lhr: Result, category: string) => Math.round((lhr.categories[category]?.score ?? Number.NaN) * 100);

export function figuresOf(lhr: Result): LighthouseFigures {
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const failingAccessibility = (lhr.categories.accessibility?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit !== undefined && audit.score !== null && audit.score < 1)
    .map((audit) => audit.id);
  return {
    performance: score(lhr, "performance"),
    accessibility: score(lhr, "accessibility"),
    lcpMs: metric(METRICS.lcpMs),
    tbtMs: metric(METRICS.tbtMs),
    cls: metric(METRICS.cls),
    fcpMs: metric(METRICS.fcpMs),
    siMs: metric(METRICS.siMs),
    failingAccessibility,
  };
}

/** Middle value (the mean of the two middle ones for an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The median of each figure over the runs, and every accessibility audit that failed in any of them. */
export function medianFigures(runs: readonly LighthouseFigures[]): LighthouseFigures {
  const of = (pick: (run: LighthouseFigures) => number) => median(runs.map(pick));
  return {
    performance: of((run) => run.performance),
    accessibility: of((run) => run.accessibility),
    lcpMs: of((run) => run.lcpMs),
    tbtMs: of((run) => run.tbtMs),
    cls: of((run) => run.cls),
    fcpMs: of((run) => run.fcpMs),
    siMs: of((run) => run.siMs),
    failingAccessibility: [...new Set(runs.flatMap((run) => run.failingAccessibility))].sort(),
  };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

export function formatFigures(page: string, runs: number, figures: LighthouseFigures): string {
  const failing = figures.failingAccessibility.length ? figures.failingAccessibility.join(", ") : "none";
  return [
    `${page} (median of ${runs})`,
    `  performance ${figures.performance}, accessibility ${figures.accessibility}`,
    `  LCP ${seconds(figures.lcpMs)}, TBT ${Math.round(figures.tbtMs)} ms, CLS ${figures.cls.toFixed(3)}, FCP ${seconds(figures.fcpMs)}, SI ${seconds(figures.siMs)}`,
    `  failing accessibility audits: ${failing}`,
  ].join("\n");
}
