import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { reactInWorker, workerChunks } from "./worker-chunk.ts";

const scratch: string[] = [];
afterAll(() => scratch.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A built app in vite's layout: the app chunk starts the worker, which loads one shared chunk. */
function dist(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), "pipwise-worker-dist-"));
  scratch.push(dir);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

const APP = "const w=new SharedWorker(new URL(`/assets/realtime-a1.js`,``+import.meta.url),{type:`module`});Symbol.for(`react.transitional.element`);";

describe("the built worker's chunks", () => {
  it("follow the worker entry through the chunks it imports", () => {
    const dir = dist({
      "assets/index-x.js": APP,
      "assets/realtime-a1.js": 'import{a as b}from"./shared-b2.js";import("./lazy-c3.js");b();',
      "assets/shared-b2.js": "export const a=()=>1;",
      "assets/lazy-c3.js": "export default 1;",
      "assets/page-d4.js": "Symbol.for(`react.fragment`);",
    });
    expect(workerChunks(dir).map((file) => file.slice(dir.length + 1)).sort()).toEqual([
      "assets/lazy-c3.js",
      "assets/realtime-a1.js",
      "assets/shared-b2.js",
    ]);
    expect(reactInWorker(dir)).toEqual([]);
  });

  it("name React's code when a chunk the worker loads carries it", () => {
    const dir = dist({
      "assets/index-x.js": APP,
      "assets/realtime-a1.js": 'import{j as b}from"./jsx-runtime-b2.js";b();',
      "assets/jsx-runtime-b2.js": "var e=Symbol.for(`react.transitional.element`),t=Symbol.for(`react.fragment`);export{e as j};",
    });
    expect(reactInWorker(dir)).toEqual([
      'assets/jsx-runtime-b2.js holds "react.transitional.element"',
      'assets/jsx-runtime-b2.js holds "react.fragment"',
    ]);
  });

  it("refuse a build where no chunk starts a worker, rather than pass it unseen", () => {
    const dir = dist({ "assets/index-x.js": "console.log(1);" });
    expect(() => reactInWorker(dir)).toThrow(/no chunk .* starts a worker/);
  });
});
