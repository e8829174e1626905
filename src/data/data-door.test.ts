import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const SRC = join(import.meta.dirname, "..");

/**
 * The src/api calls that read data a view shows; views get them through the src/data facades.
 * Writes and one-off actions (login, register, a captcha challenge, sending a code) stay in src/api.
 */
const READS: Record<string, readonly string[]> = {
  "forex.ts": ["tradeList", "categories", "kline", "sparkline"],
  "basic-set.ts": ["basicInfo"],
  "trading-account.ts": ["balance"],
  "trading.ts": ["myDeal", "accountDetail", "accountLog", "ranking"],
  "user.ts": ["userInfo"],
  "default-set.ts": ["areaList", "showsMobile"],
  "identity.ts": ["realNameCenter", "uploadedImage"],
  "funds.ts": ["depositWays", "depositChannels", "wireBanks", "depositPage"],
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** "file: name" for every read a module imports from src/api, aliases included. */
function apiReadsImportedBy(file: string): string[] {
  const source = readFileSync(file, "utf8");
  const found: string[] = [];
  for (const [, names, module] of source.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*"[./]*\/api\/([\w-]+\.ts)"/g)) {
    const reads = READS[module!] ?? [];
    for (const name of names!.split(",").map((part) => part.trim().split(/\s+as\s+/)[0]!)) {
      if (reads.includes(name)) found.push(`${relative(SRC, file)}: ${name}`);
    }
  }
  return found;
}

describe("src/data is the one door for reads", () => {
  it("lists reads that src/api really exports", () => {
    for (const [module, names] of Object.entries(READS)) {
      const source = readFileSync(join(SRC, "api", module), "utf8");
      for (const name of names) expect(source, `${module} ${name}`).toMatch(new RegExp(`export (async )?function ${name}\\b`));
    }
  });

  it("keeps features and shared views from calling src/api for reads", () => {
    const files = [...sourceFiles(join(SRC, "features")), ...sourceFiles(join(SRC, "ui"))];
    expect(files.flatMap(apiReadsImportedBy)).toEqual([]);
  });
});
