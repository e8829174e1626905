import { useEffect, useState } from "react";
import { uploadedImage } from "../api/identity.ts";
import { isAbortError } from "../api/errors.ts";
import { useObjectUrl } from "../ui/use-object-url.ts";

export interface UploadedImage {
  /** An object URL of the picture; undefined while it loads or when it failed. */
  src: string | undefined;
  failed: boolean;
}

/**
 * The picture behind an upload url, read with the session's token (only its uploader may read
 * it, so the url itself cannot be an <img src>).
 */
export function useUploadedImage(url: string | null): UploadedImage {
  const [loaded, setLoaded] = useState<{ url: string; blob?: Blob; failed?: boolean }>();
  useEffect(() => {
    if (!url) return;
    const controller = new AbortController();
    uploadedImage(url, { signal: controller.signal }).then(
      (blob) => setLoaded({ url, blob }),
      (error: unknown) => {
        if (!isAbortError(error)) setLoaded({ url, failed: true });
      },
    );
    return () => controller.abort();
  }, [url]);
  const current = loaded?.url === url ? loaded : undefined;
  return { src: useObjectUrl(current?.blob), failed: current?.failed === true };
}
