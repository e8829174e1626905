import type { ReactNode } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { UserOverview } from "#domain/contract/back-office-users.ts";
import type { ReviewStatus } from "#domain/identity.ts";
import { formatAmount } from "#domain/format/format-amount.ts";
import { formatDateTime } from "#format/format-date-time.ts";
import { REVIEW_STATUS_LABELS } from "../identities/review-status.ts";
import { Fact } from "../review/fact.tsx";
import { FactsBlock } from "./facts-block.tsx";
import { Figure } from "./figure.tsx";
import "../review/review.css";

/** Who the user is and what they hold: the account with its balances, the identity they sent for review, and beside them `factors`. */
export function UserFacts({ overview, factors }: { overview: UserOverview; factors: ReactNode }) {
  const { i18n } = useLingui();
  const { user, identity } = overview;
  return (
    <div className="user-facts">
      <FactsBlock title={<Trans>Account</Trans>}>
        <Fact label={<Trans>User UID</Trans>}><bdi className="mono">{user.uid}</bdi></Fact>
        <Fact label={<Trans>E-mail</Trans>}><bdi>{user.email ?? "—"}</bdi></Fact>
        <Fact label={<Trans>Mobile</Trans>}><Figure>{user.mobile ?? "—"}</Figure></Fact>
        <Fact label={<Trans>Type</Trans>}>{user.is_demo ? <Trans>Demo account</Trans> : <Trans>Real account</Trans>}</Fact>
        <Fact label={<Trans>Since</Trans>}>{formatDateTime(user.created_at, i18n.locale)}</Fact>
        <Fact label={<Trans>Balance</Trans>}><Figure>{formatAmount(overview.balance, i18n.locale)} USD</Figure></Fact>
        <Fact label={<Trans>Locked</Trans>}><Figure>{formatAmount(overview.lock_balance, i18n.locale)} USD</Figure></Fact>
      </FactsBlock>
      <FactsBlock title={<Trans>Identity</Trans>}>
        {identity ? (
          <>
            <Fact label={<Trans>Name</Trans>}><bdi>{identity.name}</bdi></Fact>
            <Fact label={<Trans>ID number</Trans>}><bdi className="mono">{identity.card_id}</bdi></Fact>
            {/* A plain integer on the wire; the server only ever writes the identity queue's statuses. */}
            <Fact label={<Trans>Status</Trans>}>{i18n._(REVIEW_STATUS_LABELS[identity.review_status as ReviewStatus])}</Fact>
            {identity.reject_reason && <Fact label={<Trans>Reason given</Trans>}><bdi>{identity.reject_reason}</bdi></Fact>}
          </>
        ) : (
          <Fact label={<Trans>Status</Trans>}><Trans>Not submitted</Trans></Fact>
        )}
      </FactsBlock>
      {factors}
    </div>
  );
}
