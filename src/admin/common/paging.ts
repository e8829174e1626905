/** What every paged answer of the back office carries (contract `Paged`). */
export interface PageOf<T> {
  data: readonly T[];
  total: number;
  page: number;
  page_size: number;
}

export function pageCount({ total, page_size }: PageOf<unknown>): number {
  return Math.max(1, Math.ceil(total / Math.max(1, page_size)));
}

/** The 1-based positions of the records shown, for "21–40 of 45"; 0–0 when the page is empty. */
export function shownRange({ data, page, page_size }: PageOf<unknown>): { from: number; to: number } {
  if (data.length === 0) return { from: 0, to: 0 };
  const from = (page - 1) * page_size + 1;
  return { from, to: from + data.length - 1 };
}

/**
 * The page to show instead of an empty one past the first: its records were decided (by this
 * operator or another) since the list was read. Null when the page can stay; always an earlier
 * page, so following it ends.
 */
export function pageToShowInstead(answer: PageOf<unknown>): number | null {
  if (answer.data.length > 0 || answer.page <= 1) return null;
  return Math.min(answer.page - 1, pageCount(answer));
}
