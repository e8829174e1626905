import { Trans, useLingui } from "@lingui/react/macro";
import { useMemo, useState } from "react";
import { useStatement } from "#data/orders/facade.ts";
import type { StatementQuery } from "#domain/contract/statement.ts";
import { PageHeader } from "#routing/page-header.tsx";
import { LoadMore } from "#ui/load-more.tsx";
import { ExportButton } from "./export-button.tsx";
import { FilterForm } from "./filter-form.tsx";
import { deviceZone, firstDraft, queryOf } from "./statement-filter.ts";
import { PROBLEM_LABELS } from "./statement-labels.ts";
import { StatementRow } from "./statement-row.tsx";
import { StatementTotals } from "./statement-totals.tsx";
import "./statement.css";

function StatementList({ query }: { query: StatementQuery }) {
  const { entries, summary } = useStatement(query);
  return (
    <>
      {summary && <StatementTotals summary={summary} />}
      {entries.total === 0 ? (
        <p className="empty-note" data-testid="statement-empty"><Trans>Nothing in this period</Trans></p>
      ) : (
        <ul className="statement-list" data-testid="statement-list">
          {entries.items.map((entry) => <StatementRow key={`${entry.kind}-${entry.id}`} entry={entry} />)}
        </ul>
      )}
      <LoadMore paged={entries} />
    </>
  );
}

/** /mine/statement: the account's deals, deposits and withdrawals of a period, their totals, and the CSV of them. */
export function StatementPage() {
  const { i18n, t } = useLingui();
  const zone = useMemo(deviceZone, []);
  const [draft, setDraft] = useState(() => firstDraft(zone, Date.now()));
  const asked = useMemo(() => queryOf(draft, zone, Date.now()), [draft, zone]);
  const query = typeof asked === "string" ? undefined : asked;
  return (
    <div className="page statement" data-testid="statement">
      <PageHeader title={t`Statement`} />
      <FilterForm draft={draft} onChange={setDraft} problem={typeof asked === "string" ? i18n._(PROBLEM_LABELS[asked]) : undefined} />
      <div className="statement-actions">
        <ExportButton query={query} />
      </div>
      {query && <StatementList query={query} />}
    </div>
  );
}
