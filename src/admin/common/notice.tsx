import type { ReactNode } from "react";

export type NoticeTone = "ok" | "error";

/** What a screen keeps to show in a Notice: the outcome of its last action. */
export interface NoticeText {
  tone: NoticeTone;
  text: string;
}

/** A line of feedback above a screen's content: the outcome of an action, or why it failed. */
export function Notice({ tone, children }: { tone: NoticeTone; children: ReactNode }) {
  return (
    <p className={`notice notice-${tone}`} role={tone === "error" ? "alert" : "status"}>
      {children}
    </p>
  );
}
