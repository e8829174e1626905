import type { ReactNode } from "react";
import { useLingui } from "@lingui/react/macro";
import { useSnapshot } from "valtio";
import { isDemoUser, sessionState } from "#state/session.ts";
import { ONLY_REAL_ACCOUNT } from "./real-only.ts";

/** A real-only page's content: a demo user reads "only true account" in its place. */
export function RealAccountOnly({ children }: { children: ReactNode }) {
  const { i18n } = useLingui();
  const { user } = useSnapshot(sessionState);
  if (!user) return null;
  return isDemoUser(user) ? <p className="empty-note" data-testid="only-real">{i18n._(ONLY_REAL_ACCOUNT)}</p> : children;
}
