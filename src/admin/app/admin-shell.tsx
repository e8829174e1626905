import type { ReactNode } from "react";
import { Trans } from "@lingui/react/macro";
import type { Operator } from "#domain/contract/back-office.ts";
import { AuditScreen } from "../audit/audit-screen.tsx";
import { CompaniesScreen } from "../companies/companies-screen.tsx";
import { FundsSettingsScreen } from "../funds-settings/funds-settings-screen.tsx";
import { DepositsScreen } from "../deposits/deposits-screen.tsx";
import { IdentitiesScreen } from "../identities/identities-screen.tsx";
import { LanguageSelect } from "../i18n/language-select.tsx";
import { NewsScreen } from "../news/news-screen.tsx";
import { SecurityScreen } from "../security/security-screen.tsx";
import { SwapRatesScreen } from "../swap-rates/swap-rates-screen.tsx";
import { UsersScreen } from "../users/users-screen.tsx";
import { WithdrawalsScreen } from "../withdrawals/withdrawals-screen.tsx";
import { screenHref, useHashScreen, type Screen } from "../common/hash-screen.ts";
import { useQueueCounts } from "./use-queue-counts.ts";

interface AdminShellProps {
  operator: Operator;
  onSignOut: () => void;
}

function NavLink({ screen, current, children }: { screen: Screen; current: Screen; children: ReactNode }) {
  return (
    <a className="nav-link" href={screenHref(screen)} aria-current={screen === current ? "page" : undefined}>
      {children}
    </a>
  );
}

function Count({ value }: { value: number | undefined }) {
  return value === undefined ? null : <span className="nav-count">{value}</span>;
}

/** The frame around every screen: who is signed in, the queues with their counts, the settings, the audit log. */
export function AdminShell({ operator, onSignOut }: AdminShellProps) {
  const screen = useHashScreen();
  const { counts, refresh } = useQueueCounts();

  return (
    <div className="shell">
      <header className="shell-head">
        <span className="brand"><Trans>Pipwise back office</Trans></span>
        <bdi className="operator" data-testid="operator-login">{operator.login}</bdi>
        <LanguageSelect />
        <button type="button" onClick={onSignOut}><Trans>Sign out</Trans></button>
      </header>
      <nav className="shell-nav">
        <h2 className="nav-title"><Trans>Queues</Trans></h2>
        <NavLink screen="identities" current={screen}>
          <Trans>Identities</Trans> <Count value={counts?.identities} />
        </NavLink>
        <NavLink screen="deposits" current={screen}>
          <Trans>Deposits</Trans> <Count value={counts?.deposits} />
        </NavLink>
        <NavLink screen="withdrawals" current={screen}>
          <Trans>Withdrawals</Trans> <Count value={counts?.withdrawals} />
        </NavLink>
        <h2 className="nav-title"><Trans>Settings</Trans></h2>
        <NavLink screen="funds" current={screen}>
          <Trans>Funds settings</Trans>
        </NavLink>
        <NavLink screen="swap-rates" current={screen}>
          <Trans>Swap rates</Trans>
        </NavLink>
        <h2 className="nav-title"><Trans>Content</Trans></h2>
        <NavLink screen="news" current={screen}>
          <Trans>News</Trans>
        </NavLink>
        <h2 className="nav-title"><Trans>Companies</Trans></h2>
        <NavLink screen="companies" current={screen}>
          <Trans>Companies and site settings</Trans>
        </NavLink>
        <h2 className="nav-title"><Trans>Records</Trans></h2>
        <NavLink screen="audit" current={screen}>
          <Trans>Audit log</Trans>
        </NavLink>
        <NavLink screen="users" current={screen}>
          <Trans>Users</Trans>
        </NavLink>
        <h2 className="nav-title"><Trans>Your account</Trans></h2>
        <NavLink screen="security" current={screen}>
          <Trans>Your passkeys</Trans>
        </NavLink>
      </nav>
      <main className="shell-main">
        {screen === "identities" && <IdentitiesScreen onQueuesChanged={refresh} />}
        {screen === "deposits" && <DepositsScreen onQueuesChanged={refresh} />}
        {screen === "withdrawals" && <WithdrawalsScreen operatorLogin={operator.login} onQueuesChanged={refresh} />}
        {screen === "funds" && <FundsSettingsScreen />}
        {screen === "news" && <NewsScreen />}
        {screen === "companies" && <CompaniesScreen />}
        {screen === "audit" && <AuditScreen />}
        {screen === "users" && <UsersScreen />}
        {screen === "swap-rates" && <SwapRatesScreen />}
        {screen === "security" && <SecurityScreen />}
      </main>
    </div>
  );
}
