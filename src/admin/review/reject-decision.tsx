import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import type { Decision } from "./decision-form.tsx";

interface RejectDecisionOptions {
  /** What the remark field is called: the user reads what is written there. */
  remarkLabel: ReactNode;
  placeholder: string;
  /** Shown when the remark is left empty. */
  missing: ReactNode;
  send: (remark: string) => Promise<void>;
}

/** "Reject…", which asks for the remark the user will be shown and never sends an empty one. */
export function rejectDecision({ remarkLabel, placeholder, missing, send }: RejectDecisionOptions): Decision {
  return {
    key: "reject",
    label: <Trans>Reject…</Trans>,
    tone: "reject",
    ask: { kind: "remark", label: remarkLabel, placeholder, missing, submit: <Trans>Reject</Trans> },
    send: (remark) => send(remark ?? ""),
  };
}
