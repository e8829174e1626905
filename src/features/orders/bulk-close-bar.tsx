import { useState } from "react";
import { useLingui } from "@lingui/react/macro";
import { BULK_ALL, BULK_LOSING, BULK_PROFITABLE, type BulkScope } from "#domain/contract/trading.ts";
import { dec } from "#domain/decimal.ts";
import { formatSignedMoney } from "#domain/format/format-signed.ts";
import type { BulkCloseResult, Order } from "#domain/order.ts";
import { ConfirmDialog } from "#ui/confirm-dialog.tsx";
import { BulkCloseLines } from "./bulk-close-lines.tsx";
import { BulkCloseResultDialog } from "./bulk-close-result.tsx";
import { closeTogether } from "./order-actions.ts";

interface BulkCloseBarProps {
  holding: readonly Order[];
  blocked: string | undefined;
}

/** Which positions a scope takes, judged by their floating result now (the server judges again at the close). */
function inScope(scope: BulkScope, order: Order): boolean {
  if (scope === BULK_PROFITABLE) return dec(order.FactProfits).greaterThan(0);
  if (scope === BULK_LOSING) return dec(order.FactProfits).lessThan(0);
  return true;
}

/** The instruments held, once each, in the order of the list. */
const heldInstruments = (holding: readonly Order[]) => [...new Map(holding.map((o) => [o.ForexTradeLists.Id, o.ForexTradeLists])).values()];

/**
 * Close all, the profitable or the losing positions, of the account or of one instrument, after a
 * confirmation that lists them with their estimated result; then what closed and what the server
 * kept open, and why.
 */
export function BulkCloseBar({ holding, blocked }: BulkCloseBarProps) {
  const { i18n, t } = useLingui();
  const [asking, setAsking] = useState<BulkScope | null>(null);
  const [instrument, setInstrument] = useState<number | null>(null);
  const [done, setDone] = useState<{ result: BulkCloseResult; asked: Order[] } | null>(null);
  const instruments = heldInstruments(holding);
  const forexId = instruments.some((i) => i.Id === instrument) ? instrument : null;
  const scopes: { scope: BulkScope; label: string; testId: string }[] = [
    { scope: BULK_ALL, label: t`Close all`, testId: "close-all" },
    { scope: BULK_PROFITABLE, label: t`Close profitable`, testId: "close-profitable" },
    { scope: BULK_LOSING, label: t`Close losing`, testId: "close-losing" },
  ];
  const chosen = asking === null ? [] : holding.filter((order) => inScope(asking, order) && (forexId === null || order.ForexTradeLists.Id === forexId));
  const count = chosen.length;
  const estimate = formatSignedMoney(chosen.reduce((sum, order) => sum.plus(order.FactProfits), dec(0)).toFixed(6), i18n.locale);
  const confirm = async () => {
    if (asking === null || blocked) return;
    const asked = chosen;
    setAsking(null);
    const result = await closeTogether({ scope: asking, ...(forexId === null ? {} : { forex_id: forexId }) });
    if (result) setDone({ result, asked });
  };
  return (
    <div className="order-bulk" data-testid="bulk-close">
      {instruments.length > 1 && (
        <select className="order-bulk-instrument" aria-label={t`Instrument`} value={forexId ?? ""} data-testid="bulk-instrument"
          onChange={(e) => setInstrument(e.target.value === "" ? null : Number(e.target.value))}>
          <option value="">{t`All instruments`}</option>
          {instruments.map((item) => <option key={item.Id} value={item.Id}>{item.ShowCode}</option>)}
        </select>
      )}
      {scopes.map((item) => (
        <button key={item.scope} type="button" className="order-button" disabled={Boolean(blocked)} title={blocked} onClick={() => setAsking(item.scope)} data-testid={item.testId}>
          {item.label}
        </button>
      ))}
      <ConfirmDialog open={asking !== null} title={t`Close positions`} testId="bulk-close-dialog"
        message={count === 0
          ? t`No position is in this group now.`
          : <>{t`Positions to close at the market price: ${count}. Estimated result: ${estimate} USD.`}<BulkCloseLines testId="bulk-close-list" lines={chosen.map((order) => ({ order, profit: order.FactProfits }))} /></>}
        confirmLabel={t`Close positions`} onConfirm={() => void confirm()} onCancel={() => setAsking(null)} />
      {done && <BulkCloseResultDialog result={done.result} asked={done.asked} onClose={() => setDone(null)} />}
    </div>
  );
}
