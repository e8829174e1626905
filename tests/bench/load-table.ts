import type { LoadResult } from "./load-page.ts";
import { percentile } from "./stats.ts";

export interface LoadRow {
  visit: string;
  conditions: string;
  runs: LoadResult[];
}

const COLUMNS: { title: string; value: (result: LoadResult) => number; unit: "ms" | "KB" }[] = [
  { title: "first paint", value: (r) => r.firstPaint, unit: "ms" },
  { title: "LCP", value: (r) => r.largestContentfulPaint, unit: "ms" },
  { title: "first price", value: (r) => r.firstPrice, unit: "ms" },
  { title: "first live price", value: (r) => r.firstLivePrice, unit: "ms" },
  { title: "page bytes", value: (r) => r.pageBytes / 1024, unit: "KB" },
  { title: "worker bytes", value: (r) => r.workerBytes / 1024, unit: "KB" },
];

const median = (values: number[]) => percentile([...values].sort((a, b) => a - b), 50);

/** The medians of every load as a Markdown table, ready for an issue's closing note. */
export function printLoadTable(rows: LoadRow[], runs: number, build: string): void {
  const header = ["load", "network and CPU", ...COLUMNS.map((c) => c.title)];
  const lines = rows.map((row) => [
    row.visit,
    row.conditions,
    ...COLUMNS.map((column) => `${Math.round(median(row.runs.map(column.value))).toLocaleString("en")} ${column.unit}`),
  ]);
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((line) => line[i]!.length)));
  const format = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i]!)).join(" | ")} |`;
  console.log(`\n${build}: median of ${runs} runs, 390 px, /?lang=en:`);
  console.log(format(header));
  console.log(`|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`);
  for (const line of lines) console.log(format(line));
}
