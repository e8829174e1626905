import { useBlobUrl } from "#image/use-blob-url.ts";
import { fetchUpload } from "../api/back-office-calls.ts";
import { errorText } from "../api/error-text.ts";

export type Picture = { state: "loading" } | { state: "ready"; src: string } | { state: "failed"; problem: string | null };

/** An upload under /admin/api/uploads/, which needs the operator's authorization header. */
export function useProtectedPicture(url: string): Picture {
  const { src, error, failed } = useBlobUrl(url, fetchUpload);
  if (src) return { state: "ready", src };
  if (failed) return { state: "failed", problem: errorText(error) };
  return { state: "loading" };
}
