import type { ReactNode } from "react";

/** A number, amount or price: left to right with its sign and unit even in an Arabic table. */
export function Figure({ children }: { children: ReactNode }) {
  return <bdi className="figure" dir="ltr">{children}</bdi>;
}
