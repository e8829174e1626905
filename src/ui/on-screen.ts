type Callback = (onScreen: boolean) => void;
const watching = new Map<Element, Set<Callback>>();
let observer: IntersectionObserver | undefined;

/** One observer for every row: 50 rows must not mean 50 observers. */
function shared(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) watching.get(entry.target)?.forEach((callback) => callback(entry.isIntersecting));
    },
    // "On screen" starts a little early, so a row's chart and price are ready when it appears.
    { rootMargin: "200px 0px" },
  );
  return observer;
}

/** Calls `onChange` whenever the element comes near the viewport or leaves it; returns the stop. */
export function watchOnScreen(element: Element, onChange: Callback): () => void {
  if (typeof IntersectionObserver === "undefined") return () => {};
  const callbacks = watching.get(element) ?? new Set();
  callbacks.add(onChange);
  watching.set(element, callbacks);
  // Observing again makes the observer report the element's state to the newcomer too.
  if (callbacks.size > 1) shared().unobserve(element);
  shared().observe(element);
  return () => {
    callbacks.delete(onChange);
    if (callbacks.size) return;
    watching.delete(element);
    observer?.unobserve(element);
  };
}
