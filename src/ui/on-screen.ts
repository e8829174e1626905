type Callback = (onScreen: boolean) => void;
const watching = new Map<Element, Callback>();
let observer: IntersectionObserver | undefined;

/** One observer for every live row: 50 rows must not mean 50 observers. */
function shared(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) watching.get(entry.target)?.(entry.isIntersecting);
    },
    // A row catches up a little before it scrolls in, so it never shows an old price.
    { rootMargin: "100px 0px" },
  );
  return observer;
}

/** Calls `onChange` whenever the element comes near the viewport or leaves it; returns the stop. */
export function watchOnScreen(element: Element, onChange: Callback): () => void {
  if (typeof IntersectionObserver === "undefined") return () => {};
  watching.set(element, onChange);
  shared().observe(element);
  return () => {
    watching.delete(element);
    observer?.unobserve(element);
  };
}
