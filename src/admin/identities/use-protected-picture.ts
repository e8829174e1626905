import { useEffect, useState } from "react";
import { useObjectUrl } from "../../ui/use-object-url.ts";
import { fetchUpload } from "../api/back-office-calls.ts";
import { errorText } from "../api/error-text.ts";

export type Picture = { state: "loading" } | { state: "ready"; src: string } | { state: "failed"; problem: string | null };

type Fetched = { url: string; blob: Blob } | { url: string; problem: string | null };

/**
 * An upload under /admin/api/uploads/, which needs the operator's authorization header, shown
 * through an object URL; leaving the record cancels the fetch and revokes the URL.
 */
export function useProtectedPicture(url: string): Picture {
  const [fetched, setFetched] = useState<Fetched>();

  useEffect(() => {
    const controller = new AbortController();
    fetchUpload(url, controller.signal).then(
      (blob) => setFetched({ url, blob }),
      (error: unknown) => controller.signal.aborted || setFetched({ url, problem: errorText(error) }),
    );
    return () => controller.abort();
  }, [url]);

  const current = fetched?.url === url ? fetched : undefined;
  const src = useObjectUrl(current && "blob" in current ? current.blob : undefined);
  if (src) return { state: "ready", src };
  if (current && "problem" in current) return { state: "failed", problem: current.problem };
  return { state: "loading" };
}
