import type { ReactNode } from "react";

interface OrderFigureProps {
  label: ReactNode;
  children: ReactNode;
  testId?: string;
  /** Up/down colour of the value. */
  className?: string;
  /** A date or a word: set in the language's own direction, not as a number. */
  text?: boolean;
}

/** One labelled figure of an order card; a number reads left to right even in Arabic. */
export function OrderFigure({ label, children, testId, className, text = false }: OrderFigureProps) {
  const valueClass = [text ? "" : "num", className ?? ""].join(" ").trim();
  return (
    <div className="order-figure">
      <dt className="muted">{label}</dt>
      <dd data-testid={testId}><span className={valueClass || undefined}>{children}</span></dd>
    </div>
  );
}
