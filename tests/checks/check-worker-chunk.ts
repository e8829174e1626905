/** `npm run check:worker-chunk [dist]`: fails when React's code is in the built realtime worker. */
import { relative } from "node:path";
import { reactInWorker, workerChunks } from "./worker-chunk.ts";

const distDir = process.argv[2] ?? "dist";
try {
  const found = reactInWorker(distDir);
  const chunks = workerChunks(distDir).map((file) => relative(distDir, file));
  if (found.length > 0) {
    console.error(`React is in the worker's chunks:\n  ${found.join("\n  ")}`);
    process.exit(1);
  }
  console.log(`no React in the worker's chunks (${chunks.join(", ")})`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
