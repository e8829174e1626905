import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "@playwright/test";
import type { AxeResults } from "axe-core";

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

export interface Violation {
  rule: string;
  /** Each failing element's selector with axe's reason, e.g. the contrast ratio it measured. */
  nodes: string[];
}

/**
 * axe-core's WCAG 2 A and AA rules (those Lighthouse's accessibility score is made of) over the page
 * as it stands. Evaluated through the debugging protocol, so the app's Content-Security-Policy does not block it.
 */
export async function wcagViolations(page: Page): Promise<Violation[]> {
  await page.evaluate(axeSource);
  const results = await page.evaluate(
    () => (window as unknown as { axe: { run(context: Document, options: object): Promise<AxeResults> } }).axe.run(document, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa"] } }),
  );
  return results.violations.map((violation) => ({
    rule: violation.id,
    nodes: violation.nodes.map((node) => `${node.target.join(" ")}: ${node.failureSummary ?? ""}`.replace(/\s+/g, " ")),
  }));
}
