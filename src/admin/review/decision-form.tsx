import { useState, type FormEvent, type ReactNode } from "react";
import { Trans } from "@lingui/react/macro";
import { remarkOf } from "./remark.ts";

/** The longest reason or remark the contract accepts (ReviewReasonRequest, DepositRemarkRequest). */
const REMARK_MAX = 500;

/** A question asked before a decision is sent: a confirmation, or the remark the user will read. */
export type DecisionQuestion =
  | { kind: "confirm"; text: ReactNode; submit: ReactNode }
  | {
      kind: "remark";
      label: ReactNode;
      placeholder?: string;
      submit: ReactNode;
      /** Shown when a required remark is empty; null makes it optional. */
      missing: ReactNode | null;
      /** Below REMARK_MAX where the contract keeps less (a payout's reference). */
      maxLength?: number;
    };

export interface Decision {
  key: string;
  /** The button that starts it ("Approve", "Reject…"). */
  label: ReactNode;
  tone: "approve" | "reject" | "plain";
  /** What to ask first; without one the decision is sent at once. */
  ask?: DecisionQuestion;
  send: (remark: string | null) => Promise<void>;
}

const toneClass = (tone: Decision["tone"]) => (tone === "plain" ? undefined : tone);

/** The decisions an operator may take on a record, each sent at once or after its question is answered. */
export function DecisionForm({ decisions }: { decisions: readonly Decision[] }) {
  const [asking, setAsking] = useState<Decision | null>(null);
  const [remark, setRemark] = useState("");
  const [remarkMissing, setRemarkMissing] = useState(false);
  const [busy, setBusy] = useState(false);

  const run = async (decision: Decision, text: string | null) => {
    setBusy(true);
    try {
      await decision.send(text);
    } finally {
      setBusy(false);
    }
  };

  const start = (decision: Decision) => {
    if (!decision.ask) return void run(decision, null);
    setRemark("");
    setRemarkMissing(false);
    setAsking(decision);
  };

  const answer = (event: FormEvent, decision: Decision, question: DecisionQuestion) => {
    event.preventDefault();
    if (question.kind === "confirm") return void run(decision, null);
    const checked = remarkOf(remark, question.missing !== null);
    setRemarkMissing(checked.missing);
    if (!checked.missing) void run(decision, checked.remark);
  };

  if (!asking?.ask) {
    return (
      <div className="decision">
        {decisions.map((d) => (
          <button key={d.key} type="button" className={toneClass(d.tone)} disabled={busy} onClick={() => start(d)}>{d.label}</button>
        ))}
      </div>
    );
  }
  const question = asking.ask;
  return (
    <form className="decision decision-asking" onSubmit={(e) => answer(e, asking, question)} noValidate>
      {question.kind === "confirm" ? (
        <p className="decision-question">{question.text}</p>
      ) : (
        <label className="field">
          <span>{question.label}</span>
          <textarea value={remark} maxLength={question.maxLength ?? REMARK_MAX} rows={3} autoFocus aria-invalid={remarkMissing}
            placeholder={question.placeholder} onChange={(e) => setRemark(e.currentTarget.value)} />
          {remarkMissing && <small className="field-problem">{question.missing}</small>}
        </label>
      )}
      <button type="submit" className={toneClass(asking.tone)} disabled={busy} autoFocus={question.kind === "confirm"}>{question.submit}</button>
      <button type="button" disabled={busy} onClick={() => setAsking(null)}><Trans>Cancel</Trans></button>
    </form>
  );
}
