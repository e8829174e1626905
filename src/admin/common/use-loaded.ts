import { useCallback, useEffect, useRef, useState } from "react";

/**
 * What `load` answers, or its error, read again when `load` changes identity (useCallback with its
 * filters) or on `reload`. `keep` may turn an answer away because the caller asked for another
 * (it is read when the answer arrives); the loading state then lasts until that one comes.
 */
export function useLoaded<T>(load: () => Promise<T>, keep: (answer: T) => boolean = () => true) {
  const [answer, setAnswer] = useState<T | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [loading, setLoading] = useState(true);
  const [generation, setGeneration] = useState(0);
  const keepRef = useRef(keep);
  keepRef.current = keep;

  useEffect(() => {
    let current = true;
    setLoading(true);
    load().then(
      (next) => {
        if (!current || !keepRef.current(next)) return;
        setAnswer(next);
        setError(null);
        setLoading(false);
      },
      (reason: unknown) => {
        if (!current) return;
        setError(reason);
        setLoading(false);
      },
    );
    return () => {
      current = false;
    };
  }, [load, generation]);

  const reload = useCallback(() => setGeneration((n) => n + 1), []);
  return { answer, error, loading, reload };
}
