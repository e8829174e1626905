import { useState } from "react";
import { useLingui } from "@lingui/react/macro";
import type { Dec } from "#domain/decimal.ts";
import { formatPrice } from "#domain/format/format-price.ts";
import { formatSignedMoney, signDirection } from "#domain/format/format-signed.ts";
import type { Order } from "#domain/order.ts";
import { ConfirmDialog } from "#ui/confirm-dialog.tsx";
import { levelChange, sendLevelChange } from "./line-change.ts";
import { levelResults, type LevelResult } from "./line-drag-rules.ts";
import type { LineRole } from "./order-lines.ts";

/** A line dropped at a new level, waiting for the user's yes. */
export interface AskedChange {
  order: Order;
  role: Exclude<LineRole, "position">;
  level: string;
}

interface LineChangeDialogProps {
  asked: AskedChange;
  /** The instrument's units per lot and the USD rate of its quote currency, for the results; unknown while the instruments load. */
  money: { units: string; usdRate: Dec | undefined } | undefined;
  onDone: () => void;
}

/**
 * Asks before a dragged line changes its order: the new level and, by the engine's profit rule,
 * what each stop would book if hit. Sent once; the server checks it again and the API client
 * tells a refusal.
 */
export function LineChangeDialog({ asked, money, onDone }: LineChangeDialogProps) {
  const { i18n, t } = useLingui();
  const [sending, setSending] = useState(false);
  const { order, role, level } = asked;
  const code = order.ForexTradeLists.ShowCode;
  const price = formatPrice(level, order.ForexTradeLists.PricePrecision, i18n.locale);
  const results = money ? levelResults(order, role, level, money.units, money.usdRate) : [];
  const titles = { "stop-loss": t`Move stop loss`, "take-profit": t`Move take profit`, pending: t`Move pending order` };
  const question = {
    "stop-loss": t`Move the stop loss of ${code} to ${price}?`,
    "take-profit": t`Move the take profit of ${code} to ${price}?`,
    pending: t`Move the pending ${code} order to ${price}?`,
  };
  const resultText = ({ role: stop, amount }: LevelResult) => {
    const result = formatSignedMoney(amount, i18n.locale);
    return stop === "stop-loss" ? t`If the stop loss is hit: ${result}` : t`If the take profit is hit: ${result}`;
  };

  const confirm = async () => {
    if (sending) return;
    setSending(true);
    await sendLevelChange(levelChange(order, role, level));
    onDone();
  };

  return (
    <ConfirmDialog open title={titles[role]} testId="line-change-dialog" confirmLabel={t`Move`} onConfirm={() => void confirm()} onCancel={onDone}
      message={
        <>
          <p data-testid="line-change-level">{question[role]}</p>
          {results.map((result) => (
            <p key={result.role} className={`num ${signDirection(result.amount)}`} data-testid={`line-change-${result.role}`}>{resultText(result)}</p>
          ))}
        </>
      } />
  );
}
