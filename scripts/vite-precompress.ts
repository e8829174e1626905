import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin, ResolvedConfig } from "vite";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text the browser fetches; maps are never served, images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;
/** Below this a compressed answer saves less than a packet's worth and costs a file. */
const MIN_BYTES = 1024;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/** Writes `file.br` and `file.gz` beside `file` when they are smaller; returns how many it wrote. */
export async function precompressFile(file: string): Promise<number> {
  const raw = await readFile(file);
  if (raw.length < MIN_BYTES) return 0;
  const [br, gz] = await Promise.all([
    brotli(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
    gzipAsync(raw, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  const smaller = [
    { path: `${file}.br`, bytes: br },
    { path: `${file}.gz`, bytes: gz },
  ].filter((variant) => variant.bytes.length < raw.length);
  await Promise.all(smaller.map((variant) => writeFile(variant.path, variant.bytes)));
  return smaller.length;
}

/** Compresses every compressible file under `dir` (brotli and gzip beside each); returns the files written. */
export async function precompressDirectory(dir: string): Promise<number> {
  const files = (await filesUnder(dir)).filter((file) => COMPRESSIBLE.test(file));
  const written = await Promise.all(files.map(precompressFile));
  return written.reduce((sum, count) => sum + count, 0);
}

/**
 * Compresses the build once, after every other plugin (the service worker's manifest injection
 * included) has written its files, so the server only picks the variant the browser accepts.
 */
export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: "pipwise:precompress",
    apply: "build",
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      order: "post",
      sequential: true,
      async handler() {
        const written = await precompressDirectory(config.build.outDir);
        config.logger.info(`precompressed: ${written} brotli and gzip files beside the assets`);
      },
    },
  };
}
