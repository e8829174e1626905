const HOUR = 3_600_000;

/** Runs `sweep` at start and every hour (the unused uploads, the spent passkey challenges); returns the function that stops it. */
export function startHourlySweeper(sweep: () => Promise<unknown>, onError: (error: unknown) => void): () => void {
  const run = () => void sweep().catch(onError);
  run();
  const timer = setInterval(run, HOUR);
  timer.unref();
  return () => clearInterval(timer);
}
