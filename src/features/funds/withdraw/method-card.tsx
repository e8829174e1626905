import type { ReactNode } from "react";
import type { DrawMethod } from "#domain/contract/withdraw.ts";
import { methodText } from "./method-text.ts";

/** A bound address or bank account as the lists and the picker show it. */
export function MethodCard({ method, children }: { method: DrawMethod; children?: ReactNode }) {
  const text = methodText(method);
  return (
    <span className="method-card">
      <span className="method-currency">{text.currency}</span>
      <bdi className="method-destination" dir="ltr" data-testid="method-destination">{text.destination}</bdi>
      {text.detail && <span className="method-detail muted">{text.detail}</span>}
      {children}
    </span>
  );
}
