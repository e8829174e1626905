import { STATEMENT_ROUTES } from "#domain/contract/routes/statement.ts";
import type { StatementPage, StatementPageQuery } from "#domain/contract/statement.ts";
import { call } from "../client.ts";

/** One page of the account statement, with the period's summary. */
export function statementPage(query: StatementPageQuery): Promise<StatementPage> {
  return call(STATEMENT_ROUTES.page, query);
}
