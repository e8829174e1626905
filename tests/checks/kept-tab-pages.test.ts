import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { TAB_PAGES } from "#app/tab-pages.ts";
import { keptTabPages } from "#scripts/kept-tab-pages.ts";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

/** A project holding only package.json's imports and `keptPages` as src/app/kept-pages.tsx. */
function projectWith(keptPages: string): string {
  const root = mkdtempSync(join(tmpdir(), "pipwise-kept-pages-"));
  mkdirSync(join(root, "src/app"), { recursive: true });
  writeFileSync(join(root, "package.json"), JSON.stringify({ imports: { "#features/*": "./src/features/*" } }));
  writeFileSync(join(root, "src/app/kept-pages.tsx"), keptPages);
  return root;
}

describe("the tab pages the build maps for the early script", () => {
  it("are every tab page but home, read from kept-pages.tsx, each module on disk", () => {
    const pages = keptTabPages(ROOT);
    expect(Object.keys(pages).sort()).toEqual(TAB_PAGES.filter((page) => page !== "/").sort());
    for (const module of Object.values(pages)) expect(existsSync(join(ROOT, module)), module).toBe(true);
    expect(pages["/trade"]).toBe("src/features/trade/trade-page.tsx");
  });

  it("refuse a table entry that is no page loaded on demand, and a file without the table", () => {
    const roots = [
      projectWith(`const ON_DEMAND = { "/trade": onDemand(() => import("#features/trade/trade-page.tsx")), "/news": somethingElse };`),
      projectWith(`export const pages = {};`),
    ];
    try {
      expect(() => keptTabPages(roots[0]!)).toThrow(/an entry of ON_DEMAND/);
      expect(() => keptTabPages(roots[1]!)).toThrow(/no ON_DEMAND table/);
    } finally {
      for (const root of roots) rmSync(root, { recursive: true, force: true });
    }
  });
});
