import type { ReactNode } from "react";

/** One labelled figure of an order card. */
export function OrderFigure({ label, children, testId, className }: { label: ReactNode; children: ReactNode; testId?: string; className?: string }) {
  return (
    <div className="order-figure">
      <dt className="muted">{label}</dt>
      <dd className={className ? `num ${className}` : "num"} data-testid={testId}>{children}</dd>
    </div>
  );
}
