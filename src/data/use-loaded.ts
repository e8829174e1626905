import { useEffect, useState } from "react";

/**
 * The value a one-off request resolves to, `initial` until then. A failure keeps `initial`: the
 * API client has already told the user. `load` is called on mount and again when it changes:
 * callers pass module-level request functions, so once per mount.
 */
export function useLoaded<T>(load: () => Promise<T>, initial: T): T {
  const [value, setValue] = useState<T>(initial);
  useEffect(() => {
    let mounted = true;
    load().then(
      (loaded) => mounted && setValue(() => loaded),
      () => {},
    );
    return () => {
      mounted = false;
    };
  }, [load]);
  return value;
}
