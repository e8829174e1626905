/**
 * `npm test`: typechecks, checks the import rules, lints (ESLint), builds the PWA and checks its worker chunk holds no React,
 * runs the unit and server suites (vitest) and the end-to-end suite (Playwright in a real
 * Chromium), then prints one closing line `N passed, N failed`. Each whole-project check counts
 * as one test.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { changedPaths, workingTreeState } from "./checks/working-tree.ts";

const reports = mkdtempSync(join(tmpdir(), "pipwise-test-"));

function run(label: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): number {
  console.log(`\n▶ ${label}: ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  return result.status ?? 1;
}

interface Tally {
  passed: number;
  failed: number;
  skipped: number;
}

function vitestTally(file: string): Tally {
  if (!existsSync(file)) return { passed: 0, failed: 1, skipped: 0 };
  const report = JSON.parse(readFileSync(file, "utf8"));
  // A file that failed to load has no failed test of its own; count it once so it cannot pass unseen.
  const brokenFiles = report.testResults.filter(
    (file: { status: string; assertionResults: { status: string }[] }) =>
      file.status === "failed" && !file.assertionResults.some((test) => test.status === "failed"),
  ).length;
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + brokenFiles,
    skipped: report.numPendingTests + report.numTodoTests,
  };
}

function playwrightTally(file: string): Tally {
  if (!existsSync(file)) return { passed: 0, failed: 1, skipped: 0 };
  const { stats } = JSON.parse(readFileSync(file, "utf8"));
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped };
}

const total: Tally = { passed: 0, failed: 0, skipped: 0 };
function add(t: Tally) {
  total.passed += t.passed;
  total.failed += t.failed;
  total.skipped += t.skipped;
}

/** A whole-project check that passes or fails as one test. */
function check(label: string, command: string, args: string[]): void {
  if (run(label, command, args) === 0) total.passed += 1;
  else total.failed += 1;
}

const npx = "npx";
// The catalogs are checked against the code by tests/i18n, never rewritten: a test run leaves the checkout as it was.
const treeBefore = workingTreeState();
check("types", "npm", ["run", "typecheck"]);
check("import rules", "npm", ["run", "check:imports"]);
check("lint", "npm", ["run", "lint"]);
const buildStatus = run("build", "npm", ["run", "build"]);
if (buildStatus !== 0) total.failed += 1;
else check("worker chunk without React", "npm", ["run", "check:worker-chunk"]);

const vitestReport = join(reports, "vitest.json");
run("unit and server tests", npx, ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${vitestReport}`]);
add(vitestTally(vitestReport));

if (buildStatus === 0) {
  const playwrightReport = join(reports, "playwright.json");
  const status = run("end-to-end tests", npx, ["playwright", "test", "--reporter=list,json"], {
    PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightReport,
  });
  const tally = playwrightTally(playwrightReport);
  // A run that could not start (its server's port taken, a broken config) fails no test of its own.
  if (status !== 0 && tally.failed === 0) tally.failed = 1;
  add(tally);
}

if (treeBefore) {
  console.log("\n▶ checkout unchanged: git status");
  const changed = changedPaths(treeBefore, workingTreeState() ?? new Map());
  if (changed.length === 0) total.passed += 1;
  else {
    console.log(`the test run changed tracked or new files:\n  ${changed.join("\n  ")}`);
    total.failed += 1;
  }
}

console.log(`\n${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ""}`);
process.exit(total.failed === 0 && total.passed > 0 ? 0 : 1);
