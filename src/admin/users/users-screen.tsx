import { useCallback } from "react";
import { Trans } from "@lingui/react/macro";
import { USER_OVERVIEW_RECENT } from "#domain/contract/back-office-users.ts";
import { errorText } from "../api/error-text.ts";
import { fetchUserOverview } from "../api/user-calls.ts";
import { Notice } from "../common/notice.tsx";
import { useLoaded } from "../common/use-loaded.ts";
import { LedgerTable } from "./ledger-table.tsx";
import { UserDepositTable } from "./user-deposit-table.tsx";
import { UserFacts } from "./user-facts.tsx";
import { UserFactorsBlock } from "./user-factors.tsx";
import { UserOrderTable } from "./user-order-table.tsx";
import { userQueryHref, useUserQuery } from "./user-query.ts";
import { SearchForm } from "../common/search-form.tsx";
import { UserWithdrawalTable } from "./user-withdrawal-table.tsx";
import "./users-screen.css";

/** One user found by uid, e-mail or mobile: their balances, identity and newest records. The search lives in the hash. */
export function UsersScreen() {
  const q = useUserQuery();
  const load = useCallback(() => (q ? fetchUserOverview(q) : Promise.resolve(null)), [q]);
  const { answer, error, loading, reload } = useLoaded(load);
  const problem = error ? errorText(error) : null;
  const recent = USER_OVERVIEW_RECENT;

  const search = (text: string) => {
    // The same search again leaves the hash as it is, so nothing would read it again.
    if (text === q) reload();
    else window.location.hash = userQueryHref(text);
  };

  return (
    <div className="users">
      <header className="screen-head">
        <h1><Trans>Users</Trans></h1>
      </header>
      <SearchForm key={q} label={<Trans>UID, e-mail or mobile number</Trans>} initial={q} busy={loading && q !== ""} onSearch={search} dir="ltr" />
      {problem && <Notice tone="error">{problem}</Notice>}
      {!q && <p className="empty"><Trans>Find a user by their UID, e-mail address or mobile number.</Trans></p>}
      {q && loading && !answer && <p className="empty"><Trans>Loading…</Trans></p>}
      {answer && !error && (
        <div className="user-overview" aria-busy={loading} data-testid="user-overview">
          <UserFacts overview={answer} factors={<UserFactorsBlock key={answer.user.id} userId={answer.user.id} factors={answer.factors} onChanged={reload} />} />
          <p className="muted"><Trans>Each list shows the newest {recent}.</Trans></p>
          <LedgerTable lines={answer.ledger} />
          <UserOrderTable orders={answer.orders} />
          <UserDepositTable deposits={answer.deposits} />
          <UserWithdrawalTable withdrawals={answer.withdrawals} />
        </div>
      )}
    </div>
  );
}
