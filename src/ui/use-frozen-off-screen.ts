import { useEffect, useState, type RefObject } from "react";
import { watchOnScreen } from "./on-screen.ts";

/**
 * `value` while the element is on screen; off screen, the value it last showed, so
 * a view fed many times a second re-renders only while someone can see it. It catches up as soon
 * as it comes back.
 */
export function useFrozenOffScreen<T>(value: T, ref: RefObject<Element | null>): T {
  const [onScreen, setOnScreen] = useState(true);
  const [shown, setShown] = useState(value);
  useEffect(() => (ref.current ? watchOnScreen(ref.current, setOnScreen) : undefined), [ref]);
  // Adjusting state while rendering, as React advises for a value derived from props.
  if (onScreen && shown !== value) setShown(value);
  return onScreen ? value : shown;
}
