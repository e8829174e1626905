import { describe, expect, it } from "vitest";
import { oncePerFrame, type FrameClock } from "./once-per-frame.ts";

function fakeFrames() {
  const queued = new Map<number, () => void>();
  let next = 1;
  const clock: FrameClock = {
    request: (run) => (queued.set(next, run), next++),
    cancel: (id) => queued.delete(id),
  };
  const frame = () => {
    const runs = [...queued.values()];
    queued.clear();
    runs.forEach((run) => run());
  };
  return { clock, frame, queued };
}

describe("oncePerFrame", () => {
  it("runs once per frame however many updates arrived in it", () => {
    const { clock, frame } = fakeFrames();
    let draws = 0;
    const draw = oncePerFrame(() => draws++, clock);
    for (let i = 0; i < 50; i++) draw.schedule();
    frame();
    expect(draws).toBe(1);
    draw.schedule();
    draw.schedule();
    frame();
    expect(draws).toBe(2);
    frame();
    expect(draws).toBe(2);
  });

  it("drops a scheduled run when cancelled", () => {
    const { clock, frame, queued } = fakeFrames();
    let draws = 0;
    const draw = oncePerFrame(() => draws++, clock);
    draw.schedule();
    draw.cancel();
    expect(queued.size).toBe(0);
    frame();
    expect(draws).toBe(0);
  });
});
