import { useCallback, useEffect, useState } from "react";
import { useSnapshot } from "valtio";
import { isAbortError } from "#api/errors.ts";
import { realNameCenter } from "#api/reads/identity.ts";
import type { RealNameRecord, RealNameRequest } from "#domain/contract/identity.ts";
import { REVIEW_WAITING } from "#domain/identity.ts";
import { reviewDecisions } from "../review-notices.ts";

export interface RealName {
  /** Undefined until the first answer; null when the user never sent one. */
  record: RealNameRecord | null | undefined;
  /** The last read failed (the API client has told the user). */
  failed: boolean;
  reload: () => void;
  /** The server took `sent`: it shows as waiting at once, and is read again to be sure. */
  sent: (sent: RealNameRequest) => void;
}

/**
 * The user's real-name record, read when the view opens and again whenever an operator decides on
 * it (the socket's review notice, heard in every open tab).
 */
export function useRealName(): RealName {
  const decisions = useSnapshot(reviewDecisions)["real-name"];
  const [asked, setAsked] = useState(0);
  const [record, setRecord] = useState<RealNameRecord | null>();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    realNameCenter({ signal: controller.signal }).then(
      (answer) => {
        setRecord(answer);
        setFailed(false);
      },
      (error: unknown) => {
        if (!isAbortError(error)) setFailed(true);
      },
    );
    return () => controller.abort();
  }, [decisions, asked]);

  const reload = useCallback(() => setAsked((count) => count + 1), []);
  const sent = useCallback((fields: RealNameRequest) => {
    setRecord({ ...fields, review_status: REVIEW_WAITING, reject_reason: null });
    setAsked((count) => count + 1);
  }, []);
  return { record, failed, reload, sent };
}
