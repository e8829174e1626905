/**
 * SVG paths for a row's mini area chart. Numbers here only place pixels; they never feed money
 * math, so plain floats are fine.
 */
export interface SparklinePaths {
  line: string;
  area: string;
}

function round(n: number): string {
  return (Math.round(n * 10) / 10).toString();
}

/** Scales closes (oldest first) into a width×height box, leaving `pad` pixels above and below. */
export function sparklinePaths(closes: readonly number[], width: number, height: number, pad = 2): SparklinePaths | null {
  const values = closes.filter((v) => Number.isFinite(v));
  if (values.length < 2) return null;
  const min = Math.min(...values);
  const max = Math.max(...values);
  const span = max - min;
  const usable = height - pad * 2;
  const stepX = width / (values.length - 1);
  const points = values.map((v, i) => {
    // A flat series sits in the middle rather than on an edge.
    const y = span === 0 ? height / 2 : pad + usable - ((v - min) / span) * usable;
    return `${round(i * stepX)},${round(y)}`;
  });
  const line = `M${points.join("L")}`;
  const area = `${line}L${round(width)},${height}L0,${height}Z`;
  return { line, area };
}
