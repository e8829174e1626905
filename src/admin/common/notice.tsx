import type { ReactNode } from "react";

/** A line of feedback above a screen's content: the outcome of an action, or why it failed. */
export function Notice({ tone, children }: { tone: "ok" | "error"; children: ReactNode }) {
  return (
    <p className={`notice notice-${tone}`} role={tone === "error" ? "alert" : "status"}>
      {children}
    </p>
  );
}
