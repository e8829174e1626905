import { createHash } from "node:crypto";
import { spawnSync } from "node:child_process";
import { lstatSync, readFileSync, readlinkSync } from "node:fs";
import { join } from "node:path";

/**
 * `git status` of the checkout with a hash of each changed file's content, so a file that was
 * already dirty and gets rewritten again still shows as changed. Undefined outside a git checkout.
 */
export function workingTreeState(cwd = process.cwd()): Map<string, string> | undefined {
  const status = spawnSync("git", ["status", "--porcelain=v1", "-z", "--untracked-files=all"], { cwd, encoding: "utf8" });
  if (status.status !== 0) return undefined;
  const state = new Map<string, string>();
  const fields = status.stdout.split("\0").filter(Boolean);
  for (let i = 0; i < fields.length; i++) {
    const code = fields[i]!.slice(0, 2);
    const path = fields[i]!.slice(3);
    if (code.includes("R") || code.includes("C")) i++; // a rename's old path follows as its own field
    state.set(path, `${code} ${contentHash(join(cwd, path))}`);
  }
  return state;
}

function contentHash(path: string): string {
  try {
    const stat = lstatSync(path);
    const content = stat.isSymbolicLink() ? readlinkSync(path) : stat.isFile() ? readFileSync(path) : "";
    return createHash("sha1").update(content).digest("hex");
  } catch {
    return "gone";
  }
}

/** Paths whose status or content differs between two states. */
export function changedPaths(before: Map<string, string>, after: Map<string, string>): string[] {
  const paths = new Set([...before.keys(), ...after.keys()]);
  return [...paths].filter((path) => before.get(path) !== after.get(path)).sort();
}
