import { readFileSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";

const KEPT_PAGES = "src/app/kept-pages.tsx";
const TABLE = "ON_DEMAND";

/** The string a node's first `import("…")` loads, however deep it sits. */
function importedSpecifier(node: ts.Node): string | undefined {
  if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
    const [argument] = node.arguments;
    return argument && ts.isStringLiteral(argument) ? argument.text : undefined;
  }
  return ts.forEachChild(node, importedSpecifier);
}

/** A subpath import ("#features/x.tsx") as a path from the project's root, by package.json's `imports`. */
function fromRoot(specifier: string, imports: Record<string, string>): string {
  for (const [pattern, target] of Object.entries(imports)) {
    const prefix = pattern.replace(/\*$/, "");
    if (pattern.endsWith("*") && specifier.startsWith(prefix)) return target.replace(/\*$/, "").replace(/^\.\//, "") + specifier.slice(prefix.length);
  }
  throw new Error(`${KEPT_PAGES} imports ${specifier}, which package.json's imports do not map`);
}

/**
 * The tab pages src/app/kept-pages.tsx loads on demand, read from its table: each page's path with
 * its module, from the project's root. That table is the one list of them; the build maps each
 * page's chunks from it for the early script (scripts/vite-first-chunks.ts).
 */
export function keptTabPages(root: string): Record<string, string> {
  const text = readFileSync(join(root, KEPT_PAGES), "utf8");
  const source = ts.createSourceFile(KEPT_PAGES, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const { imports } = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { imports: Record<string, string> };
  const pages: Record<string, string> = {};
  const visit = (node: ts.Node): void => {
    if (ts.isVariableDeclaration(node) && node.name.getText(source) === TABLE && node.initializer && ts.isObjectLiteralExpression(node.initializer)) {
      for (const property of node.initializer.properties) {
        const specifier = ts.isPropertyAssignment(property) ? importedSpecifier(property.initializer) : undefined;
        if (!specifier || !ts.isPropertyAssignment(property) || !ts.isStringLiteral(property.name)) throw new Error(`${KEPT_PAGES}: an entry of ${TABLE} is no "path": onDemand(() => import("…"))`);
        pages[property.name.text] = fromRoot(specifier, imports);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (Object.keys(pages).length === 0) throw new Error(`${KEPT_PAGES} has no ${TABLE} table of tab pages`);
  return pages;
}
