import { useId, type ReactNode } from "react";
import { Trans } from "@lingui/react/macro";
import "../common/records.css";

interface UserRecordsProps {
  title: ReactNode;
  count: number;
  /** The table's head row. */
  head: ReactNode;
  children: ReactNode;
}

/** One of a user's lists under its heading: a compact table scrolling in its own box, or a line saying there is none. */
export function UserRecords({ title, count, head, children }: UserRecordsProps) {
  const headingId = useId();
  return (
    <section className="user-records" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {count === 0 ? (
        <p className="empty"><Trans>None yet.</Trans></p>
      ) : (
        <div className="table-scroll">
          <table className="records">
            <thead>{head}</thead>
            <tbody>{children}</tbody>
          </table>
        </div>
      )}
    </section>
  );
}
