import type { ReactNode } from "react";

/** A table cell's value with a smaller line of detail under it (a user's contact, a coin's network). */
export function WithNote({ children, note, noteClassName }: { children: ReactNode; note: ReactNode; noteClassName?: string }) {
  return (
    <>
      <bdi>{children}</bdi>
      {note && <small className={noteClassName ? `cell-note ${noteClassName}` : "cell-note"}><bdi>{note}</bdi></small>}
    </>
  );
}
