import { CODE_OK, type Envelope } from "#domain/envelope.ts";
import { STATEMENT_ROUTES } from "#domain/contract/routes/statement.ts";
import type { StatementQuery } from "#domain/contract/statement.ts";
import { buildHeaders, settleCall } from "./client.ts";

export interface StatementFile {
  blob: Blob;
  fileName: string;
}

const fileNameOf = (response: Response) => /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? "statement.csv";

/**
 * The statement as the server's CSV. A refusal comes back as an envelope instead of the file, so
 * it is settled (and toasted) as every call is.
 */
export function downloadStatement(query: StatementQuery): Promise<StatementFile> {
  const { path } = STATEMENT_ROUTES.csv;
  const search = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined));
  return settleCall<StatementFile>(path, { loading: true }, async () => {
    const response = await fetch(`${path}?${search}`, { headers: buildHeaders() });
    if (!response.ok || !response.headers.get("content-type")?.startsWith("text/csv")) return (await response.json()) as Envelope;
    return { code: CODE_OK, msg: "", data: { blob: await response.blob(), fileName: fileNameOf(response) } };
  });
}
