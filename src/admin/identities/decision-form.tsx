import { useState, type FormEvent } from "react";
import { Trans, useLingui } from "@lingui/react/macro";

/** The longest reason the contract accepts (ReviewReasonRequest). */
const REASON_MAX = 500;

interface DecisionFormProps {
  onApprove: () => Promise<void>;
  onReject: (reason: string) => Promise<void>;
}

/** Approve at once, or reject with the reason the user will read (asked for inline, never empty). */
export function DecisionForm({ onApprove, onReject }: DecisionFormProps) {
  const { t } = useLingui();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState("");
  const [reasonMissing, setReasonMissing] = useState(false);
  const [busy, setBusy] = useState(false);

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } finally {
      setBusy(false);
    }
  };

  const submitReject = (event: FormEvent) => {
    event.preventDefault();
    const text = reason.trim();
    setReasonMissing(!text);
    if (text) void run(() => onReject(text));
  };

  if (!rejecting) {
    return (
      <div className="decision">
        <button type="button" className="approve" disabled={busy} onClick={() => void run(onApprove)}>
          <Trans>Approve</Trans>
        </button>
        <button type="button" className="reject" disabled={busy} onClick={() => setRejecting(true)}>
          <Trans>Reject…</Trans>
        </button>
      </div>
    );
  }
  return (
    <form className="decision decision-reject" onSubmit={submitReject} noValidate>
      <label className="field">
        <span><Trans>Reason for the user</Trans></span>
        <textarea value={reason} maxLength={REASON_MAX} rows={3} autoFocus aria-invalid={reasonMissing}
          placeholder={t`For example: the picture of the back side is blurred.`}
          onChange={(e) => setReason(e.currentTarget.value)} />
        {reasonMissing && <small className="field-problem"><Trans>Write why the verification is rejected.</Trans></small>}
      </label>
      <button type="submit" className="reject" disabled={busy}><Trans>Reject</Trans></button>
      <button type="button" disabled={busy} onClick={() => setRejecting(false)}><Trans>Cancel</Trans></button>
    </form>
  );
}
