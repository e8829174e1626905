import { useEffect, useState } from "react";

/** An object URL showing `blob` (for <img src>, which CSP allows as blob:), revoked when the blob changes or the view goes. */
export function useObjectUrl(blob: Blob | undefined): string | undefined {
  const [shown, setShown] = useState<{ blob: Blob; url: string }>();
  useEffect(() => {
    if (!blob) return;
    const url = URL.createObjectURL(blob);
    setShown({ blob, url });
    return () => URL.revokeObjectURL(url);
  }, [blob]);
  // Until the effect ran for a new blob, the old URL may already be revoked: show nothing then.
  return shown?.blob === blob ? shown?.url : undefined;
}
