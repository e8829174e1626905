import { Trans } from "@lingui/react/macro";
import { useState } from "react";
import { downloadStatement } from "#api/statement.ts";
import type { StatementQuery } from "#domain/contract/statement.ts";

/** Hands the browser a file to save, as a link with `download` does. */
function save({ blob, fileName }: { blob: Blob; fileName: string }): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.click();
  // The click starts the download at once; the URL is only needed until then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Downloads the filtered statement as CSV; disabled while the filter cannot be asked for. */
export function ExportButton({ query }: { query: StatementQuery | undefined }) {
  const [busy, setBusy] = useState(false);
  const start = () => {
    if (!query) return;
    setBusy(true);
    downloadStatement(query).then(save, () => undefined).finally(() => setBusy(false));
  };
  return (
    <button type="button" className="button-secondary statement-export" disabled={!query || busy} onClick={start} data-testid="statement-export">
      <Trans>Export CSV</Trans>
    </button>
  );
}
