import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

/** Strings only React's own code carries (element type symbols, the client internals' key, its error URL). */
export const REACT_MARKERS = [
  "react.transitional.element",
  "react.element",
  "react.fragment",
  "__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE",
  "Minified React error",
];

const WORKER_URL = /(?:SharedWorker|Worker)\(\s*new URL\(\s*["'`]([^"'`]+)["'`]/g;
const RELATIVE_IMPORT = /(?:\bfrom|\bimport|importScripts)\s*\(?\s*["'`](\.{1,2}\/[^"'`]+)["'`]/g;

function scripts(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return scripts(path);
    return entry.name.endsWith(".js") ? [path] : [];
  });
}

/** The worker entries the built app starts, found where the app constructs them. */
export function workerEntries(distDir: string): string[] {
  const entries = new Set<string>();
  for (const file of scripts(distDir)) {
    for (const [, url] of readFileSync(file, "utf8").matchAll(WORKER_URL)) {
      const path = url!.startsWith("/") ? join(distDir, url!) : resolve(dirname(file), url!);
      if (!existsSync(path)) throw new Error(`${relative(distDir, file)} starts a worker from ${url}, which is not in ${distDir}`);
      entries.add(path);
    }
  }
  if (entries.size === 0) throw new Error(`no chunk in ${distDir} starts a worker: is the build there?`);
  return [...entries];
}

/** Each worker entry and every chunk it loads, followed through relative imports. */
export function workerChunks(distDir: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string): void => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const [, specifier] of readFileSync(file, "utf8").matchAll(RELATIVE_IMPORT)) visit(resolve(dirname(file), specifier!));
  };
  workerEntries(distDir).forEach(visit);
  return [...seen];
}

/** Where React's code shows up in the worker's chunks: one line per chunk and marker. */
export function reactInWorker(distDir: string): string[] {
  return workerChunks(distDir).flatMap((file) => {
    const text = readFileSync(file, "utf8");
    return REACT_MARKERS.filter((marker) => text.includes(marker)).map((marker) => `${relative(distDir, file)} holds "${marker}"`);
  });
}
