import { useCallback, useEffect, useState } from "react";
import { listSessions } from "#api/devices.ts";
import type { UserSession } from "#domain/contract/devices.ts";

/** The user's live sessions, read when the page opens and again after each change. */
export function useSessions() {
  const [value, setValue] = useState<UserSession[] | undefined>(undefined);
  const [failed, setFailed] = useState(false);
  const reload = useCallback(() => {
    setFailed(false);
    listSessions().then(setValue, () => setFailed(true));
  }, []);
  useEffect(reload, [reload]);
  return { value, failed, reload };
}
