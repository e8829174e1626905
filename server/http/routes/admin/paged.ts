import { PAGE_SIZE } from "#server/admin/audit-log.ts";

/** One page of a back-office list as the back office reads it: the rows and total, with the page asked for and the page size. */
export const paged = <T extends object>(list: T, page: number) => ({ ...list, page, page_size: PAGE_SIZE });
