import { useEffect, useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { Operator } from "#domain/contract/back-office.ts";
import { fetchOperator, logout } from "../api/back-office-calls.ts";
import { errorText } from "../api/error-text.ts";
import { forgetOperatorToken, onOperatorSessionEnded, operatorToken } from "../api/operator-session.ts";
import { LoginScreen } from "../login/login-screen.tsx";
import { AdminShell } from "./admin-shell.tsx";

type Phase =
  | { name: "checking" }
  | { name: "signed-out"; ended?: boolean; problem?: string | null }
  | { name: "signed-in"; operator: Operator };

/** Login, or the back office for the signed-in operator; a 999 from any call comes back here. */
export function AdminApp() {
  const { t } = useLingui();
  const [phase, setPhase] = useState<Phase>(() => (operatorToken() ? { name: "checking" } : { name: "signed-out" }));

  useEffect(() => onOperatorSessionEnded(() => setPhase({ name: "signed-out", ended: true })), []);

  useEffect(() => {
    if (phase.name !== "checking") return;
    // A token kept from before the reload: still good, or the server says 999 (handled above).
    fetchOperator().then(
      (operator) => setPhase({ name: "signed-in", operator }),
      (error: unknown) => {
        const problem = errorText(error);
        if (problem) setPhase({ name: "signed-out", problem });
      },
    );
  }, [phase.name]);

  const signOut = () => {
    void logout()
      .catch(() => undefined)
      .finally(() => {
        forgetOperatorToken();
        setPhase({ name: "signed-out" });
      });
  };

  switch (phase.name) {
    case "checking":
      return <p className="page-loading"><Trans>Loading…</Trans></p>;
    case "signed-out":
      return (
        <LoginScreen
          onSignedIn={(operator) => setPhase({ name: "signed-in", operator })}
          reason={phase.ended ? t`Your session has ended. Sign in again.` : phase.problem}
        />
      );
    case "signed-in":
      return <AdminShell operator={phase.operator} onSignOut={signOut} />;
  }
}
