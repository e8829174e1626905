import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { getConfig, makeConfig } from "@lingui/conf";
import { formatter } from "@lingui/format-po";
import { afterAll, describe, expect, it } from "vitest";
import { catalogDrift } from "./catalog-drift.ts";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const scratch: string[] = [];

afterAll(() => scratch.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function poEntry(id: string, translation: string): string {
  return `msgid ${JSON.stringify(id)}\nmsgstr ${JSON.stringify(translation)}\n`;
}

describe("catalogs against the code (nothing written)", () => {
  it("every message in the code is in every catalog, and no catalog keeps a message the code dropped", async () => {
    const drift = await catalogDrift(getConfig({ cwd: ROOT, configPath: join(ROOT, "lingui.config.ts") }));
    const out = Object.entries(drift).filter(([, d]) => d.missing.length > 0 || d.obsolete.length > 0);
    expect(Object.fromEntries(out), "run `npx lingui extract --clean` and translate the new messages").toEqual({});
    expect(Object.keys(drift)).toHaveLength(15);
  }, 180_000);

  it("names the messages a catalog lacks and the ones the code no longer uses", async () => {
    const dir = mkdtempSync(join(tmpdir(), "pipwise-catalog-drift-"));
    scratch.push(dir);
    mkdirSync(join(dir, "src"));
    mkdirSync(join(dir, "locales"));
    writeFileSync(join(dir, "src/greeting.ts"), 'import { t } from "@lingui/core/macro";\nexport const greet = () => [t`Hello`, t`Kept`];\n');
    writeFileSync(join(dir, "locales/en.po"), [poEntry("Kept", "Kept"), poEntry("Gone", "Gone")].join("\n"));
    writeFileSync(join(dir, "locales/fr.po"), [poEntry("Kept", "Gardé"), poEntry("Hello", "Bonjour")].join("\n"));
    const config = makeConfig({
      rootDir: dir,
      sourceLocale: "en",
      locales: ["en", "fr"],
      catalogs: [{ path: "<rootDir>/locales/{locale}", include: ["<rootDir>/src"] }],
      format: formatter({ lineNumbers: false }),
    });
    expect(await catalogDrift(config)).toEqual({
      en: { missing: ["Hello"], obsolete: ["Gone"] },
      fr: { missing: [], obsolete: [] },
    });
  }, 60_000);
});
