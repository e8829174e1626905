type Callback = (onScreen: boolean) => void;

/**
 * One observer per margin for every row: 50 rows must not mean 50 observers. "Near" starts 200 px
 * early, so what a row loads (its chart) is ready when it appears; live prices follow only what is
 * really on screen, since a slow phone pays for every row it re-renders.
 */
const MARGINS = { near: "200px 0px", on: "0px" } as const;
type Reach = keyof typeof MARGINS;

interface Watching {
  observer: IntersectionObserver;
  callbacks: Map<Element, Set<Callback>>;
}

const shared = new Map<Reach, Watching>();

function watching(reach: Reach): Watching {
  let found = shared.get(reach);
  if (!found) {
    const callbacks = new Map<Element, Set<Callback>>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) callbacks.get(entry.target)?.forEach((callback) => callback(entry.isIntersecting));
      },
      { rootMargin: MARGINS[reach] },
    );
    found = { observer, callbacks };
    shared.set(reach, found);
  }
  return found;
}

function watch(reach: Reach, element: Element, onChange: Callback): () => void {
  if (typeof IntersectionObserver === "undefined") return () => {};
  const { observer, callbacks } = watching(reach);
  const own = callbacks.get(element) ?? new Set();
  own.add(onChange);
  callbacks.set(element, own);
  // Observing again makes the observer report the element's state to the newcomer too.
  if (own.size > 1) observer.unobserve(element);
  observer.observe(element);
  return () => {
    own.delete(onChange);
    if (own.size) return;
    callbacks.delete(element);
    observer.unobserve(element);
  };
}

/** Calls `onChange` whenever the element enters the viewport or leaves it; returns the stop. */
export const watchOnScreen = (element: Element, onChange: Callback) => watch("on", element, onChange);

/** Calls `onChange` whenever the element comes within 200 px of the viewport or leaves it; returns the stop. */
export const watchNearScreen = (element: Element, onChange: Callback) => watch("near", element, onChange);
