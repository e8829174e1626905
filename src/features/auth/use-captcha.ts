import { useCallback, useEffect, useState } from "react";
import { captcha as fetchCaptcha } from "#api/default-set.ts";
import type { Captcha } from "#domain/contract/accounts.ts";

/** The registration captcha when the operator asks for one; each is answered once, so refresh after a try. */
export function useCaptcha(enabled: boolean): { captcha: Captcha | null; refresh: () => void } {
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const refresh = useCallback(() => {
    fetchCaptcha().then(setCaptcha, () => setCaptcha(null));
  }, []);
  useEffect(() => {
    if (enabled) refresh();
  }, [enabled, refresh]);
  return { captcha: enabled ? captcha : null, refresh };
}
