import { useLingui } from "@lingui/react/macro";
import { formatSignedMoney } from "#domain/format/format-signed.ts";
import { formatQuantity } from "#domain/format/format-quantity.ts";
import type { Order } from "#domain/order.ts";
import { directionLabel } from "./order-labels.ts";

export interface BulkLine {
  order: Pick<Order, "Id" | "OrderType" | "Quantity" | "ForexTradeLists">;
  /** The result (USD) or, for a position the server kept open, why. */
  profit?: string;
  reason?: string;
}

/** The positions a bulk close takes or took, one line each: instrument, side, lots and result or reason. */
export function BulkCloseLines({ lines, testId }: { lines: readonly BulkLine[]; testId: string }) {
  const { i18n, t } = useLingui();
  if (lines.length === 0) return null;
  return (
    <ul className="bulk-lines" data-testid={testId}>
      {lines.map(({ order, profit, reason }) => {
        const code = order.ForexTradeLists.ShowCode;
        const side = i18n._(directionLabel(order));
        const lots = formatQuantity(order.Quantity, i18n.locale);
        const result = formatSignedMoney(profit, i18n.locale);
        return (
          <li key={order.Id} className="bulk-line" data-order-id={order.Id}>
            <span>{t`${code} ${side} ${lots} lots`}</span>
            <bdi className="num">{reason ?? t`Result ${result} USD`}</bdi>
          </li>
        );
      })}
    </ul>
  );
}
