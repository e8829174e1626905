import type { Ref } from "react";
import { Trans } from "@lingui/react/macro";
import type { DepositRecords as Records } from "../../data/funds-facade.ts";
import { LoadMore } from "../../ui/load-more.tsx";
import { DepositRecordRow } from "./deposit-record-row.tsx";

/** The user's deposits of the open tab, newest first, a page at a time. */
export function DepositRecords({ records, ref }: { records: Records; ref?: Ref<HTMLElement> }) {
  return (
    <section className="deposit-records" ref={ref} aria-labelledby="deposit-records-title" data-testid="deposit-records">
      <h2 className="deposit-records-title" id="deposit-records-title"><Trans>Deposit records</Trans></h2>
      {records.total === 0 ? (
        <p className="empty-note" data-testid="deposit-records-empty"><Trans>No data</Trans></p>
      ) : (
        <ul className="deposit-record-list">
          {records.items.map((record) => <DepositRecordRow key={record.id} record={record} />)}
        </ul>
      )}
      <LoadMore paged={records} />
    </section>
  );
}
