import { Trans } from "@lingui/react/macro";
import { useSnapshot } from "valtio";
import { isDemoUser, sessionState } from "#state/session.ts";
import "./account-kind-badge.css";

/** Which account the trading screen acts on, demo or real, in its own colour; nothing when logged out. */
export function AccountKindBadge() {
  const { token, user } = useSnapshot(sessionState);
  if (!token || !user) return null;
  const demo = isDemoUser(user);
  return (
    <span className={`account-kind account-kind-${demo ? "demo" : "real"}`} data-testid="account-kind" data-kind={demo ? "demo" : "real"}>
      {demo ? <Trans comment="Badge on the trading screens of a demo account">Demo</Trans> : <Trans comment="Badge on the trading screens of a real account">Real</Trans>}
    </span>
  );
}
