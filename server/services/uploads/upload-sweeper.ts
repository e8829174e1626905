import type { Uploads } from "./uploads.ts";

const HOUR = 3_600_000;

/** Sweeps unused uploads at start and every hour; returns the function that stops it. */
export function startUploadSweeper(uploads: Uploads, onError: (error: unknown) => void): () => void {
  const sweep = () => void uploads.sweep().catch(onError);
  sweep();
  const timer = setInterval(sweep, HOUR);
  timer.unref();
  return () => clearInterval(timer);
}
