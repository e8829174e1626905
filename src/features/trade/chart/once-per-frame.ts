export interface FrameClock {
  request(run: () => void): number;
  cancel(id: number): void;
}

const browserFrames: FrameClock = {
  request: (run) => requestAnimationFrame(run),
  cancel: (id) => cancelAnimationFrame(id),
};

/**
 * Runs `run` at the next frame, once however often it was scheduled meanwhile: live ticks, drags
 * and wheel events can arrive many times a frame, the chart draws at most once.
 */
export function oncePerFrame(run: () => void, frames: FrameClock = browserFrames): { schedule(): void; cancel(): void } {
  let pending: number | null = null;
  return {
    schedule() {
      pending ??= frames.request(() => {
        pending = null;
        run();
      });
    },
    cancel() {
      if (pending !== null) frames.cancel(pending);
      pending = null;
    },
  };
}
