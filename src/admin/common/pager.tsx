import { Trans } from "@lingui/react/macro";
import { pageCount, shownRange, type PageOf } from "./paging.ts";
import "./records.css";

interface PagerProps {
  answer: PageOf<unknown>;
  onPage: (page: number) => void;
  disabled?: boolean;
}

/** "21–40 of 45" with previous and next; nothing to page through shows just the count. */
export function Pager({ answer, onPage, disabled }: PagerProps) {
  const { from, to } = shownRange(answer);
  const { total, page } = answer;
  const pages = pageCount(answer);
  return (
    <nav className="pager">
      <span className="pager-range">
        <Trans><bdi>{from}–{to}</bdi> of {total}</Trans>
      </span>
      {pages > 1 && (
        <>
          <button type="button" disabled={disabled || page <= 1} onClick={() => onPage(page - 1)}>
            <Trans>Previous</Trans>
          </button>
          <span className="pager-page">
            <Trans>Page {page} of {pages}</Trans>
          </span>
          <button type="button" disabled={disabled || page >= pages} onClick={() => onPage(page + 1)}>
            <Trans>Next</Trans>
          </button>
        </>
      )}
    </nav>
  );
}
