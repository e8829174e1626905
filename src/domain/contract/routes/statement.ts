import { StatementPage, StatementPageQuery, StatementQuery } from "../statement.ts";
import { download, getOrPost } from "./route.ts";

/** The account statement: a page of it with its summary, and the whole of it as CSV. */
export const STATEMENT_ROUTES = {
  page: getOrPost("/v1/api/main/statement/list", StatementPageQuery, StatementPage),
  csv: download("/v1/api/main/statement/csv", StatementQuery, "text/csv"),
};
