import { describe, expect, it } from "vitest";
import { FIT, panned, rotated, viewTransform, zoomed } from "./viewer-view.ts";

describe("the picture viewer's view", () => {
  it("zooms in and out by steps within limits", () => {
    expect(zoomed(FIT, 1).scale).toBe(1.25);
    let view = FIT;
    for (let i = 0; i < 30; i++) view = zoomed(view, 1);
    expect(view.scale).toBe(8);
    for (let i = 0; i < 30; i++) view = zoomed(view, -1);
    expect(view.scale).toBe(0.5);
  });

  it("recentres a dragged picture once zoomed back to its fitted size", () => {
    const dragged = panned(zoomed(FIT, 1), 40, -10);
    expect(dragged).toMatchObject({ x: 40, y: -10 });
    expect(zoomed(dragged, -1)).toMatchObject({ scale: 1, x: 0, y: 0 });
  });

  it("turns by quarters both ways and wraps round", () => {
    expect(rotated(FIT, 1).rotation).toBe(90);
    expect(rotated(FIT, -1).rotation).toBe(270);
    expect(rotated(rotated(rotated(rotated(FIT, 1), 1), 1), 1).rotation).toBe(0);
  });

  it("moves, then turns, then scales", () => {
    expect(viewTransform({ scale: 2, rotation: 90, x: 5, y: -3 })).toBe("translate(5px, -3px) rotate(90deg) scale(2)");
  });
});
