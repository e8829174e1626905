import type { ReactNode } from "react";

/** One line of a review's facts (inside a `dl.review-facts`): what it is, and its value. */
export function Fact({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}
