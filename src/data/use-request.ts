import { useCallback, useEffect, useState } from "react";
import { isAbortError } from "#api/errors.ts";

export interface Requested<T> {
  /** Undefined until the answer for the current key arrived. */
  value: T | undefined;
  /** The last request for the current key failed (the API client has told the user). */
  failed: boolean;
  /** Asks again; the answer on screen stays until the new one arrives. */
  reload: () => void;
}

/**
 * What `load` answers for `key`: asked when the view opens and whenever the key changes (an
 * answer for another key is never shown for this one); a null key asks nothing. `load` must be a
 * module-level function.
 */
export function useRequest<K extends string, T>(key: K | null, load: (key: K, signal: AbortSignal) => Promise<T>): Requested<T> {
  const [answer, setAnswer] = useState<{ key: K; value: T }>();
  const [failedKey, setFailedKey] = useState<K | null>(null);
  const [asked, setAsked] = useState(0);

  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    load(key, controller.signal).then(
      (value) => {
        setAnswer({ key, value });
        setFailedKey(null);
      },
      (error: unknown) => {
        if (!isAbortError(error)) setFailedKey(key);
      },
    );
    return () => controller.abort();
  }, [key, load, asked]);

  const reload = useCallback(() => {
    setFailedKey(null);
    setAsked((count) => count + 1);
  }, []);
  const current = key !== null && answer?.key === key;
  return { value: current ? answer.value : undefined, failed: key !== null && failedKey === key, reload };
}
