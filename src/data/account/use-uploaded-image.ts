import { uploadedImage } from "#api/reads/identity.ts";
import { useBlobUrl } from "#image/use-blob-url.ts";

export interface UploadedImage {
  /** An object URL of the picture; undefined while it loads or when it failed. */
  src: string | undefined;
  failed: boolean;
}

const read = (url: string, signal: AbortSignal) => uploadedImage(url, { signal });

/**
 * The picture behind an upload url, read with the session's token (only its uploader may read
 * it, so the url itself cannot be an <img src>).
 */
export function useUploadedImage(url: string | null): UploadedImage {
  const { src, failed } = useBlobUrl(url, read);
  return { src, failed };
}
