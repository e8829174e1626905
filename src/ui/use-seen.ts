import { useEffect, useRef, useState } from "react";

type Callback = () => void;
const waiting = new Map<Element, Callback>();
let observer: IntersectionObserver | undefined;

/** One observer for every row: 50 rows must not mean 50 observers. */
function shared(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        waiting.get(entry.target)?.();
        waiting.delete(entry.target);
        observer!.unobserve(entry.target);
      }
    },
    // Start a little before the row scrolls in, so its content is ready when it appears.
    { rootMargin: "200px 0px" },
  );
  return observer;
}

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
    waiting.set(el, () => setSeen(true));
    shared().observe(el);
    return () => {
      waiting.delete(el);
      observer?.unobserve(el);
    };
  }, [seen]);
  return [ref, seen] as const;
}
