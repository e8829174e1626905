import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { changedPaths, workingTreeState } from "./working-tree.ts";

const repo = mkdtempSync(join(tmpdir(), "pipwise-tree-"));
afterAll(() => rmSync(repo, { recursive: true, force: true }));

const git = (...args: string[]) => execFileSync("git", ["-c", "user.name=t", "-c", "user.email=t@t", ...args], { cwd: repo });

describe("the checkout check after npm test", () => {
  it("sees a rewritten tracked file, a new file, and a dirty file rewritten again; nothing when untouched", () => {
    git("init", "-q");
    writeFileSync(join(repo, "fr.po"), "msgid a\n");
    writeFileSync(join(repo, "de.po"), "msgid a\n");
    git("add", ".");
    git("commit", "-qm", "catalogs");
    writeFileSync(join(repo, "de.po"), "msgid a\nmsgid mine\n");

    const before = workingTreeState(repo)!;
    expect(changedPaths(before, workingTreeState(repo)!)).toEqual([]);

    writeFileSync(join(repo, "fr.po"), "msgid b\n");
    writeFileSync(join(repo, "de.po"), "msgid a\nmsgid rewritten\n");
    writeFileSync(join(repo, "new.txt"), "left behind");
    expect(changedPaths(before, workingTreeState(repo)!)).toEqual(["de.po", "fr.po", "new.txt"]);
  });

  it("says nothing outside a git checkout", () => {
    expect(workingTreeState(tmpdir())).toBeUndefined();
  });
});
