import { PRESS_SLOP, leftPress, pressIntent } from "./line-geometry.ts";

export interface GestureHandlers {
  /** The content was dragged `dx` CSS pixels (positive: to the right, i.e. towards older candles). */
  pan(dx: number): void;
  /** Pinch or wheel: scale by `factor` (> 1: zoom in) around `x`, in CSS pixels from the element's left. */
  zoom(factor: number, x: number): void;
  /** Crosshair at `x` (a tap, or a mouse hovering), or none. A tap on the pointed candle hides it. */
  point(x: number | null, tapped: boolean): void;
}

/** The user's lines on the chart and the long press: each given a page y (clientY). */
export interface LineGestureHandlers {
  /** Which line a press at `y` went down on: "drag" for one that can be dragged, "tap" for one that can only be tapped, null for none. */
  grab(y: number): "drag" | "tap" | null;
  /** The grabbed line is dragged to `y`. */
  dragLine(y: number): void;
  /** The drag ended: released (`done`), or cancelled by the browser or a second finger. */
  dropLine(done: boolean): void;
  /** The grabbed line was tapped. */
  tapLine(): void;
  /** A press held still at `y` for LONG_PRESS ms. */
  longPress(y: number): void;
}

/** Wheel zoom per pixel of scrolling. */
const WHEEL_ZOOM = 0.002;
/** How long a still press lasts before it is a long press (ms), as Android's long-press timeout. */
export const LONG_PRESS = 500;

interface Gesture {
  startX: number;
  startY: number;
  lastX: number;
  moved: boolean;
  pinch: number | null;
  grabbed: "drag" | "tap" | null;
  dragging: boolean;
  /** A long press fired: the press does nothing more. */
  spent: boolean;
}

const still = (x: number, y: number, grabbed: Gesture["grabbed"] = null): Gesture =>
  ({ startX: x, startY: y, lastX: x, moved: false, pinch: null, grabbed, dragging: false, spent: false });

/**
 * Pointer events for mouse, pen and touch alike: one pointer drags, two pinch, a short touch
 * points the crosshair, a hovering mouse moves it; the wheel zooms (or pans when scrolled
 * sideways). With `lines`: a press on a draggable line that moves upright drags it, a tap on a
 * line taps it, and a press held still is a long press. The element needs `touch-action: pan-y`:
 * an upright swipe is the browser's, which scrolls the page and cancels the pointer, unless it
 * starts on a draggable line (its touchstart is cancelled). Returns the detach function.
 */
export function attachGestures(el: HTMLElement, handlers: GestureHandlers, lines?: LineGestureHandlers): () => void {
  const down = new Map<number, { x: number; y: number }>();
  let gesture: Gesture | null = null;
  let pressTimer: ReturnType<typeof setTimeout> | undefined;
  const localX = (e: { clientX: number }) => e.clientX - el.getBoundingClientRect().left;
  const spread = () => {
    const [a, b] = [...down.values()];
    return a && b ? { distance: Math.hypot(a.x - b.x, a.y - b.y), mid: (a.x + b.x) / 2 } : null;
  };
  const stopPress = () => clearTimeout(pressTimer);
  const endDrag = (done: boolean) => {
    if (gesture?.dragging) lines?.dropLine(done);
  };

  const onDown = (e: PointerEvent) => {
    if (e.pointerType === "mouse" && e.button !== 0) return;
    el.setPointerCapture(e.pointerId);
    down.set(e.pointerId, { x: localX(e), y: e.clientY });
    stopPress();
    const pinch = spread();
    if (pinch) {
      endDrag(false);
      gesture = { ...still(pinch.mid, e.clientY), moved: true, pinch: pinch.distance };
      handlers.point(null, false);
      return;
    }
    gesture = still(localX(e), e.clientY, lines?.grab(e.clientY) ?? null);
    if (lines && !gesture.grabbed) {
      const pressed = gesture;
      pressTimer = setTimeout(() => {
        pressed.spent = true;
        handlers.point(null, false);
        lines.longPress(pressed.startY);
      }, LONG_PRESS);
    }
  };

  // A press on a draggable line keeps its upright moves from the page's scroll.
  const onTouchStart = (e: TouchEvent) => {
    if (gesture?.grabbed === "drag" && e.touches.length === 1) e.preventDefault();
  };

  const onMove = (e: PointerEvent) => {
    const x = localX(e);
    if (!down.has(e.pointerId)) {
      if (e.pointerType === "mouse") handlers.point(x, false);
      return;
    }
    down.set(e.pointerId, { x, y: e.clientY });
    if (!gesture || gesture.spent) return;
    const pinch = spread();
    if (pinch && gesture.pinch) {
      if (pinch.distance > 0) handlers.zoom(pinch.distance / gesture.pinch, pinch.mid);
      gesture.pinch = pinch.distance;
      return;
    }
    if (gesture.dragging) {
      lines?.dragLine(e.clientY);
      return;
    }
    if (!gesture.moved) {
      const [dx, dy] = [x - gesture.startX, e.clientY - gesture.startY];
      if (leftPress(dx, dy)) stopPress();
      const intent = pressIntent(dx, dy, gesture.grabbed === "drag", PRESS_SLOP);
      if (intent === "undecided") return;
      handlers.point(null, false);
      gesture.moved = true;
      if (intent === "drag") {
        gesture.dragging = true;
        lines?.dragLine(e.clientY);
        return;
      }
    }
    handlers.pan(x - gesture.lastX);
    gesture.lastX = x;
  };

  const onUp = (e: PointerEvent) => {
    if (!down.delete(e.pointerId)) return;
    stopPress();
    const released = e.type === "pointerup";
    endDrag(released);
    const tapped = gesture && !gesture.moved && !gesture.spent && released;
    if (tapped && gesture!.grabbed) lines?.tapLine();
    else if (tapped) handlers.point(localX(e), true);
    const [rest] = down.values();
    // The finger left on the glass after a pinch carries on dragging from where it is.
    gesture = rest ? { ...still(rest.x, rest.y), moved: true } : null;
  };

  const onLeave = (e: PointerEvent) => {
    if (e.pointerType === "mouse" && !down.has(e.pointerId)) handlers.point(null, false);
  };

  const onWheel = (e: WheelEvent) => {
    e.preventDefault();
    if (Math.abs(e.deltaX) > Math.abs(e.deltaY)) handlers.pan(-e.deltaX);
    else handlers.zoom(Math.exp(-e.deltaY * WHEEL_ZOOM), localX(e));
  };

  // A long press sets an alert: the browser's own menu would cover it.
  const onMenu = (e: Event) => e.preventDefault();

  el.addEventListener("pointerdown", onDown);
  el.addEventListener("pointermove", onMove);
  el.addEventListener("pointerup", onUp);
  el.addEventListener("pointercancel", onUp);
  el.addEventListener("pointerleave", onLeave);
  el.addEventListener("wheel", onWheel, { passive: false });
  if (lines) {
    el.addEventListener("touchstart", onTouchStart, { passive: false });
    el.addEventListener("contextmenu", onMenu);
  }
  return () => {
    stopPress();
    el.removeEventListener("pointerdown", onDown);
    el.removeEventListener("pointermove", onMove);
    el.removeEventListener("pointerup", onUp);
    el.removeEventListener("pointercancel", onUp);
    el.removeEventListener("pointerleave", onLeave);
    el.removeEventListener("wheel", onWheel);
    el.removeEventListener("touchstart", onTouchStart);
    el.removeEventListener("contextmenu", onMenu);
  };
}
