import type { Page } from "@playwright/test";

/**
 * Notes which canvases the page drew into in each animation frame, by their pixel size: every
 * canvas that changes in a frame is one more bitmap the compositor takes. A frame's drawing is
 * counted at the start of the next frame. Install before the app loads.
 */
export async function recordCanvasFrames(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const frames: string[][] = [];
    const touched = new Set<HTMLCanvasElement>();
    const context = CanvasRenderingContext2D.prototype;
    for (const name of ["clearRect", "fillRect", "stroke", "fill", "fillText", "drawImage"] as const) {
      const draw = context[name] as (...args: unknown[]) => unknown;
      Object.defineProperty(context, name, {
        value(this: CanvasRenderingContext2D, ...args: unknown[]) {
          touched.add(this.canvas);
          return draw.apply(this, args);
        },
      });
    }
    const count = () => {
      if (touched.size > 0) frames.push([...touched].map((canvas) => `${canvas.width}x${canvas.height}`));
      touched.clear();
      requestAnimationFrame(count);
    };
    requestAnimationFrame(count);
    Object.assign(window, { __pipwiseCanvasFrames: frames });
  });
}

/** Forgets the frames so far. */
export async function clearCanvasFrames(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { __pipwiseCanvasFrames: unknown[] }).__pipwiseCanvasFrames.length = 0));
}

/** Per frame that drew since the last clear, the sizes ("945x1087") of the canvases it drew into. */
export async function canvasFramesSoFar(page: Page): Promise<string[][]> {
  return page.evaluate(() => (window as unknown as { __pipwiseCanvasFrames: string[][] }).__pipwiseCanvasFrames.slice());
}
