import type { ReactNode, Ref } from "react";
import { Trans } from "@lingui/react/macro";
import type { Paged } from "#data/market/facade.ts";
import { LoadMore } from "#ui/load-more.tsx";

interface FundRecordsProps<T> {
  title: ReactNode;
  records: Paged<T>;
  /** `deposit` or `withdraw`: the section is `${kind}-records`, its empty note `${kind}-records-empty`. */
  kind: string;
  row: (record: T) => ReactNode;
  ref?: Ref<HTMLElement>;
}

/** The user's deposits or withdrawals of the open tab, newest first, a page at a time. */
export function FundRecords<T>({ title, records, kind, row, ref }: FundRecordsProps<T>) {
  const titleId = `${kind}-records-title`;
  return (
    <section className="fund-records" ref={ref} aria-labelledby={titleId} data-testid={`${kind}-records`}>
      <h2 className="fund-records-title" id={titleId}>{title}</h2>
      {records.total === 0 ? (
        <p className="empty-note" data-testid={`${kind}-records-empty`}><Trans>No data</Trans></p>
      ) : (
        <ul className="fund-record-list">{records.items.map(row)}</ul>
      )}
      <LoadMore paged={records} />
    </section>
  );
}
