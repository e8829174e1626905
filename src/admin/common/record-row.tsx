import type { ReactNode } from "react";

/** What a queue's table is given: one page of records, the one open for review, and how to open another. */
export interface QueueTableProps<Row> {
  records: readonly Row[];
  selectedId: number | null;
  onSelect: (id: number) => void;
}

interface RecordRowProps {
  /** What names the record in its first cell, as a button for the keyboard. */
  label: ReactNode;
  selected: boolean;
  onSelect: () => void;
  children: ReactNode;
}

/** A row of a queue's table that opens its record for review, by a click anywhere on it or its first cell's button. */
export function RecordRow({ label, selected, onSelect, children }: RecordRowProps) {
  return (
    <tr aria-selected={selected} onClick={onSelect}>
      <td className="mono">
        <button type="button" className="row-open" onClick={onSelect}><bdi>{label}</bdi></button>
      </td>
      {children}
    </tr>
  );
}
