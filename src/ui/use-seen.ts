import { useEffect, useRef, useState } from "react";
import { watchNearScreen } from "./on-screen.ts";

/** True once the element has come near the viewport; it stays true afterwards. */
export function useSeen<T extends Element>() {
  const ref = useRef<T>(null);
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (seen || !el) return;
    if (typeof IntersectionObserver === "undefined") {
      setSeen(true);
      return;
    }
    return watchNearScreen(el, (onScreen) => onScreen && setSeen(true));
  }, [seen]);
  return [ref, seen] as const;
}
