import { useEffect, useState } from "react";
import { useObjectUrl } from "./use-object-url.ts";

export interface BlobUrl {
  /** An object URL of what `url` holds; undefined while it loads, when it failed, or without a url. */
  src: string | undefined;
  /** Why the last read of `url` failed; undefined while none did. */
  error: unknown;
  failed: boolean;
}

type Read = { url: string; blob: Blob } | { url: string; error: unknown };

/**
 * A file only the caller's token may read (an uploaded ID picture), so its url cannot be an
 * <img src>: fetched with `read`, shown through an object URL. A new url or leaving the view cancels
 * the read and revokes the URL.
 */
export function useBlobUrl(url: string | null, read: (url: string, signal: AbortSignal) => Promise<Blob>): BlobUrl {
  const [done, setDone] = useState<Read>();
  useEffect(() => {
    if (!url) return;
    const controller = new AbortController();
    read(url, controller.signal).then(
      (blob) => setDone({ url, blob }),
      (error: unknown) => {
        if (!controller.signal.aborted) setDone({ url, error });
      },
    );
    return () => controller.abort();
  }, [url, read]);
  const current = done?.url === url ? done : undefined;
  const src = useObjectUrl(current && "blob" in current ? current.blob : undefined);
  const error = current && "error" in current ? current.error : undefined;
  return { src, error, failed: current !== undefined && "error" in current };
}
