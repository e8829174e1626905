import { existsSync } from "node:fs";
import { basename, join, sep } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

const YEAR = 31_536_000;
/** The build's brotli and gzip files beside each asset (see scripts/vite-precompress.ts). */
const COMPRESSED_SUFFIX = /\.(br|gz)$/;

/** Vite's hashed assets never change under their name; the shell and service worker must always be revalidated. */
export function cacheControlFor(filePath: string): string {
  if (filePath.includes(`${sep}assets${sep}`)) return `public, max-age=${YEAR}, immutable`;
  const name = basename(filePath).replace(COMPRESSED_SUFFIX, "");
  if (name.endsWith(".html") || name === "sw.js" || name.startsWith("workbox-") || name === "registerSW.js" || name.endsWith(".webmanifest")) {
    return "no-cache";
  }
  return "public, max-age=86400";
}

/** Serves the built PWA from `staticDir`; returns false (and serves nothing) when it has not been built. */
export async function registerStaticFiles(app: FastifyInstance, staticDir: string): Promise<boolean> {
  if (!existsSync(join(staticDir, "index.html"))) return false;
  await app.register(fastifyStatic, {
    root: staticDir,
    cacheControl: false,
    // Brotli or gzip from the build when the browser takes it (br first), with Vary: Accept-Encoding.
    preCompressed: true,
    // The build keeps its source maps for the operator; the public gets a 404.
    allowedPath: (path) => !path.endsWith(".map"),
    setHeaders: (reply, filePath) => reply.header("cache-control", cacheControlFor(filePath)),
  });
  return true;
}
