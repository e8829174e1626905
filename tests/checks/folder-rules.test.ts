import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { stripVTControlCharacters } from "node:util";
import { afterAll, describe, expect, it } from "vitest";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const CRUISER = join(ROOT, "node_modules/dependency-cruiser/bin/dependency-cruise.mjs");
const scratch: string[] = [];

afterAll(() => scratch.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function cruiseFolders(files: Record<string, string>): { found: string[]; status: number | null } {
  const dir = mkdtempSync(join(tmpdir(), "pipwise-folder-rules-"));
  scratch.push(dir);
  const tree = {
    ".dependency-cruiser.cjs": `module.exports = require(${JSON.stringify(join(ROOT, ".dependency-cruiser.cjs"))});`,
    ".dependency-cruiser-folders.cjs": `module.exports = require(${JSON.stringify(join(ROOT, ".dependency-cruiser-folders.cjs"))});`,
    "tsconfig.json": JSON.stringify({ compilerOptions: { module: "ESNext", moduleResolution: "Bundler", allowImportingTsExtensions: true, noEmit: true } }),
    ...files,
  };
  for (const [path, text] of Object.entries(tree)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  const run = spawnSync(process.execPath, [CRUISER, "src", "server", "--config", ".dependency-cruiser-folders.cjs"], { cwd: dir, encoding: "utf8" });
  const found = [...stripVTControlCharacters(run.stdout).matchAll(/^\s*error (\S+): (\S+) →/gm)].map((m) => `${m[1]}: ${m[2]}`);
  return { found: found.sort(), status: run.status };
}

describe("the folder rule (.dependency-cruiser-folders.cjs)", () => {
  it("names two folders of product code that import each other", () => {
    const { found, status } = cruiseFolders({
      "server/orders/book.ts": 'import { rate } from "../prices/rate.ts";\nexport const book = rate;',
      "server/prices/rate.ts": 'import type { Book } from "../orders/types.ts";\nexport const rate = (book?: Book) => book;',
      "server/orders/types.ts": "export type Book = number;",
      "src/leaf/one.ts": "export const one = 1;",
      "src/root/two.ts": 'import { one } from "../leaf/one.ts";\nexport const two = one + 1;',
    });
    expect(found).toEqual(["no-folder-cycles: server/orders", "no-folder-cycles: server/prices"]);
    expect(status, "the check must fail the run").not.toBe(0);
  }, 120_000);

  it("lets a test, or a testing/ helper beside it, reach back into the folder it tests", () => {
    const { found, status } = cruiseFolders({
      "server/main.ts": "export const main = 1;",
      "src/trading/prices.ts": "export const price = 1;",
      "src/testing/quotes.ts": 'import { price } from "../trading/prices.ts";\nexport const quote = price;',
      "src/trading/prices.test.ts": 'import { quote } from "../testing/quotes.ts";\nexport const checked = quote;',
    });
    expect(found).toEqual([]);
    expect(status).toBe(0);
  }, 120_000);
});
