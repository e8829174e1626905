/** How the large picture viewer shows an image: zoom factor, quarter turns, and how far it was dragged. */
export interface ViewerView {
  scale: number;
  /** Degrees, a multiple of 90 in [0, 360). */
  rotation: number;
  x: number;
  y: number;
}

export const FIT: ViewerView = { scale: 1, rotation: 0, x: 0, y: 0 };

const ZOOM_STEP = 1.25;
const MIN_SCALE = 0.5;
const MAX_SCALE = 8;

/** One step in (+1) or out (-1), within limits; back at or below the fitted size the picture recentres. */
export function zoomed(view: ViewerView, direction: 1 | -1): ViewerView {
  const scale = Math.min(MAX_SCALE, Math.max(MIN_SCALE, view.scale * ZOOM_STEP ** direction));
  return scale <= 1 ? { ...view, scale, x: 0, y: 0 } : { ...view, scale };
}

/** A quarter turn clockwise (+1) or anticlockwise (-1). */
export function rotated(view: ViewerView, direction: 1 | -1): ViewerView {
  return { ...view, rotation: (view.rotation + 90 * direction + 360) % 360 };
}

export function panned(view: ViewerView, dx: number, dy: number): ViewerView {
  return { ...view, x: view.x + dx, y: view.y + dy };
}

/** The CSS transform: dragged in screen pixels first, so a drag follows the pointer whatever the turn. */
export function viewTransform({ scale, rotation, x, y }: ViewerView): string {
  return `translate(${x}px, ${y}px) rotate(${rotation}deg) scale(${scale})`;
}
