import type { StatementPage } from "#domain/contract/statement.ts";
import { getAs } from "./accounts.ts";
import { dataOf } from "./envelope.ts";
import type { ServerAt } from "./test-server.ts";

export const statementQuery = (fields: Record<string, string | number>) => new URLSearchParams(Object.entries(fields).map(([name, value]) => [name, String(value)])).toString();

export const statementOf = async (server: ServerAt, token: string, fields: Record<string, string | number>, lang = "en") =>
  dataOf<StatementPage>(await getAs(server, `/v1/api/main/statement/list?${statementQuery(fields)}`, token, lang));

export const statementCsvOf = (server: ServerAt, token: string, fields: Record<string, string | number>, lang = "en") =>
  getAs(server, `/v1/api/main/statement/csv?${statementQuery(fields)}`, token, lang);
