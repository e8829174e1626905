import { useState } from "react";
import { useLingui } from "@lingui/react/macro";
import { BULK_ALL, BULK_LOSING, BULK_PROFITABLE, type BulkScope } from "#domain/contract/trading.ts";
import { dec } from "#domain/decimal.ts";
import { formatSignedMoney } from "#domain/format/format-signed.ts";
import type { Order } from "#domain/order.ts";
import { ConfirmDialog } from "#ui/confirm-dialog.tsx";
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

/** Close all, the profitable or the losing positions, after a confirmation with their count and estimated result. */
export function BulkCloseBar({ holding, blocked }: BulkCloseBarProps) {
  const { i18n, t } = useLingui();
  const [asking, setAsking] = useState<BulkScope | null>(null);
  const scopes: { scope: BulkScope; label: string; testId: string }[] = [
    { scope: BULK_ALL, label: t`Close all`, testId: "close-all" },
    { scope: BULK_PROFITABLE, label: t`Close profitable`, testId: "close-profitable" },
    { scope: BULK_LOSING, label: t`Close losing`, testId: "close-losing" },
  ];
  const chosen = asking === null ? [] : holding.filter((order) => inScope(asking, order));
  const count = chosen.length;
  const estimate = formatSignedMoney(chosen.reduce((sum, order) => sum.plus(order.FactProfits), dec(0)).toFixed(6), i18n.locale);
  const confirm = () => {
    if (asking === null || blocked) return;
    setAsking(null);
    void closeTogether({ scope: asking });
  };
  return (
    <div className="order-bulk" data-testid="bulk-close">
      {scopes.map((item) => (
        <button key={item.scope} type="button" className="order-button" disabled={Boolean(blocked)} title={blocked} onClick={() => setAsking(item.scope)} data-testid={item.testId}>
          {item.label}
        </button>
      ))}
      <ConfirmDialog open={asking !== null} title={t`Close positions`} testId="bulk-close-dialog"
        message={count === 0 ? t`No position is in this group now.` : t`Positions to close at the market price: ${count}. Estimated result: ${estimate} USD.`}
        confirmLabel={t`Close positions`} onConfirm={confirm} onCancel={() => setAsking(null)} />
    </div>
  );
}
