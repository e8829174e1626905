export interface GestureHandlers {
  /** The content was dragged `dx` CSS pixels (positive: to the right, i.e. towards older candles). */
  pan(dx: number): void;
  /** Pinch or wheel: scale by `factor` (> 1: zoom in) around `x`, in CSS pixels from the element's left. */
  zoom(factor: number, x: number): void;
  /** Crosshair at `x` (a tap, or a mouse hovering), or none. A tap on the pointed candle hides it. */
  point(x: number | null, tapped: boolean): void;
}

/** A touch that moves less than this is a tap. */
const TAP_SLOP = 6;
/** Wheel zoom per pixel of scrolling. */
const WHEEL_ZOOM = 0.002;

interface Gesture {
  startX: number;
  lastX: number;
  moved: boolean;
  pinch: number | null;
}

/**
 * Pointer events for mouse, pen and touch alike: one pointer drags, two pinch, a short touch
 * points the crosshair, a hovering mouse moves it; the wheel zooms (or pans when scrolled
 * sideways). The element needs `touch-action: pan-y`: an upright swipe is the browser's, which
 * scrolls the page and cancels the pointer. Returns the detach function.
 */
export function attachGestures(el: HTMLElement, handlers: GestureHandlers): () => void {
  const down = new Map<number, { x: number; y: number }>();
  let gesture: Gesture | null = null;
  const localX = (e: { clientX: number }) => e.clientX - el.getBoundingClientRect().left;
  const spread = () => {
    const [a, b] = [...down.values()];
    return a && b ? { distance: Math.hypot(a.x - b.x, a.y - b.y), mid: (a.x + b.x) / 2 } : null;
  };

  const onDown = (e: PointerEvent) => {
    if (e.pointerType === "mouse" && e.button !== 0) return;
    el.setPointerCapture(e.pointerId);
    down.set(e.pointerId, { x: localX(e), y: e.clientY });
    const pinch = spread();
    gesture = pinch
      ? { startX: pinch.mid, lastX: pinch.mid, moved: true, pinch: pinch.distance }
      : { startX: localX(e), lastX: localX(e), moved: false, pinch: null };
    if (pinch) handlers.point(null, false);
  };

  const onMove = (e: PointerEvent) => {
    const x = localX(e);
    if (!down.has(e.pointerId)) {
      if (e.pointerType === "mouse") handlers.point(x, false);
      return;
    }
    down.set(e.pointerId, { x, y: e.clientY });
    if (!gesture) return;
    const pinch = spread();
    if (pinch && gesture.pinch) {
      if (pinch.distance > 0) handlers.zoom(pinch.distance / gesture.pinch, pinch.mid);
      gesture.pinch = pinch.distance;
      return;
    }
    if (!gesture.moved && Math.abs(x - gesture.startX) < TAP_SLOP) return;
    if (!gesture.moved) handlers.point(null, false);
    gesture.moved = true;
    handlers.pan(x - gesture.lastX);
    gesture.lastX = x;
  };

  const onUp = (e: PointerEvent) => {
    if (!down.delete(e.pointerId)) return;
    const tapped = gesture && !gesture.moved && e.type === "pointerup";
    if (tapped) handlers.point(localX(e), true);
    const [rest] = down.values();
    // The finger left on the glass after a pinch carries on dragging from where it is.
    gesture = rest ? { startX: rest.x, lastX: rest.x, moved: true, pinch: null } : null;
  };

  const onLeave = (e: PointerEvent) => {
    if (e.pointerType === "mouse" && !down.has(e.pointerId)) handlers.point(null, false);
  };

  const onWheel = (e: WheelEvent) => {
    e.preventDefault();
    if (Math.abs(e.deltaX) > Math.abs(e.deltaY)) handlers.pan(-e.deltaX);
    else handlers.zoom(Math.exp(-e.deltaY * WHEEL_ZOOM), localX(e));
  };

  el.addEventListener("pointerdown", onDown);
  el.addEventListener("pointermove", onMove);
  el.addEventListener("pointerup", onUp);
  el.addEventListener("pointercancel", onUp);
  el.addEventListener("pointerleave", onLeave);
  el.addEventListener("wheel", onWheel, { passive: false });
  return () => {
    el.removeEventListener("pointerdown", onDown);
    el.removeEventListener("pointermove", onMove);
    el.removeEventListener("pointerup", onUp);
    el.removeEventListener("pointercancel", onUp);
    el.removeEventListener("pointerleave", onLeave);
    el.removeEventListener("wheel", onWheel);
  };
}
