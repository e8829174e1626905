import { useLingui } from "@lingui/react/macro";
import type { BulkCloseResult, Order } from "#domain/order.ts";
import { formatSignedMoney } from "#domain/format/format-signed.ts";
import { Dialog } from "#ui/dialog.tsx";
import { BulkCloseLines } from "./bulk-close-lines.tsx";

interface BulkCloseResultProps {
  result: BulkCloseResult;
  /** The positions as they were when asked, to name the ones the server kept open. */
  asked: readonly Order[];
  onClose: () => void;
}

/** What a bulk close did: each position closed with its result, each one left open with the server's reason. */
export function BulkCloseResultDialog({ result, asked, onClose }: BulkCloseResultProps) {
  const { i18n, t } = useLingui();
  const closed = result.closed.length;
  const refused = result.refused.length;
  const total = formatSignedMoney(result.total_profit, i18n.locale);
  const keptOpen = result.refused.flatMap(({ Id, Reason }) => {
    const order = asked.find((o) => o.Id === Id);
    return order ? [{ order, reason: Reason }] : [];
  });
  return (
    <Dialog open onClose={onClose} title={t`Bulk close result`} testId="bulk-close-result"
      actions={<button type="button" className="dialog-button dialog-button-primary" onClick={onClose} data-testid="bulk-close-done">{t`Close`}</button>}>
      <p>{t`Closed: ${closed}. Total result: ${total} USD.`}</p>
      <BulkCloseLines testId="bulk-closed" lines={result.closed.map((order) => ({ order, profit: order.FactProfits }))} />
      {refused > 0 && <p>{t`Left open: ${refused}.`}</p>}
      <BulkCloseLines testId="bulk-refused" lines={keptOpen} />
    </Dialog>
  );
}
