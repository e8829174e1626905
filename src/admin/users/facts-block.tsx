import { useId, type ReactNode } from "react";

/** One titled block of facts on the user page; `after` follows the list (a decision on it). */
export function FactsBlock({ title, children, after }: { title: ReactNode; children: ReactNode; after?: ReactNode }) {
  const headingId = useId();
  return (
    <section className="panel user-facts-block" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <dl className="review-facts">{children}</dl>
      {after}
    </section>
  );
}
