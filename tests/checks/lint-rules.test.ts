import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
/** The project's own config (eslint.config.js), as `npm run lint` reads it. */
const eslint = new ESLint({ cwd: ROOT });

const ERROR = 2;

/** The rules a source file breaks, as `npm run lint` would report it at that path (which it never writes). */
async function brokenRules(path: string, code: string): Promise<{ rule: string | null; severity: number }[]> {
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, path) });
  return result!.messages.map((message) => ({ rule: message.ruleId, severity: message.severity }));
}

const CLEAN = `import { useEffect, useState } from "react";

export function Clock({ every }: { every: number }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), every);
    return () => clearInterval(timer);
  }, [every]);
  return <time>{now}</time>;
}
`;

// The first lint loads the config and its plugins, which took 6.9 s while the other test files ran beside it.
describe("the lint rules (eslint.config.js)", { timeout: 30_000 }, () => {
  it("let a component that keeps them through", async () => {
    expect(await brokenRules("src/ui/clock.tsx", CLEAN)).toEqual([]);
  });

  it("fail a hook called under a condition", async () => {
    const code = CLEAN.replace("  useEffect(", "  if (every > 0) useEffect(");
    expect(await brokenRules("src/ui/clock.tsx", code)).toEqual([{ rule: "react-hooks/rules-of-hooks", severity: ERROR }]);
  });

  it("fail an effect that leaves out a value it reads", async () => {
    const code = CLEAN.replace("}, [every]);", "}, []);");
    expect(await brokenRules("src/ui/clock.tsx", code)).toEqual([{ rule: "react-hooks/exhaustive-deps", severity: ERROR }]);
  });

  it("fail TypeScript that gives up its types with any", async () => {
    const code = "export const parse = (text: string): any => JSON.parse(text);\n";
    expect(await brokenRules("server/parse.ts", code)).toEqual([{ rule: "@typescript-eslint/no-explicit-any", severity: ERROR }]);
  });

  it("fail an import that climbs two folders instead of naming the folder by its #alias", async () => {
    const climbs = 'import { money } from "../../domain/money.ts";\nexport const zero = money;\n';
    expect(await brokenRules("src/features/a/zero.ts", climbs)).toEqual([{ rule: "no-restricted-imports", severity: ERROR }]);
    expect(await brokenRules("src/features/a/zero.ts", climbs.replace("../../domain/", "#domain/"))).toEqual([]);
  });
});
