import { useState, type FormEvent } from "react";
import { useLingui } from "@lingui/react/macro";
import type { Order } from "#domain/order.ts";
import { formatPrice } from "#domain/format/format-price.ts";
import { stopEntryLevel, type StopUnit } from "#domain/trading/stop-entry.ts";
import { Sheet } from "#ui/sheet.tsx";
import { STOP_ENTRY_MESSAGES } from "#ui/stop-entry-messages.ts";
import { StopLevelFields, type StopTexts } from "#ui/stop-level-fields.tsx";
import { useHeldStopBasis } from "./use-held-stop-basis.ts";
import { saveStops, saveTrailing } from "./order-actions.ts";
import { checkStops, type StopsErrors } from "#forms/stop-levels-check.ts";
import { checkTrailing, trailingOf, type TrailingErrors, type TrailingInput } from "./trailing-check.ts";
import { TrailingFields } from "./trailing-fields.tsx";

interface StopsSheetProps {
  order: Order;
  blocked: string | undefined;
  onDone: () => void;
}

/** Take profit, stop loss and trailing stop of an open position; an empty field removes the level. */
export function StopsSheet({ order, blocked, onDone }: StopsSheetProps) {
  const { i18n, t } = useLingui();
  const [unit, setUnit] = useState<StopUnit>("price");
  const [texts, setTexts] = useState<StopTexts>({ takeProfit: order.TargetProfitPrice, stopLoss: order.TargetLossPrice });
  const basis = useHeldStopBasis(order);
  const [trailing, setTrailing] = useState<TrailingInput>({ points: String(order.TrailingPoints ?? ""), step: String(order.TrailingStep ?? "") });
  const [errors, setErrors] = useState<StopsErrors>({});
  const [trailingErrors, setTrailingErrors] = useState<TrailingErrors>({});
  const [sending, setSending] = useState(false);
  const price = formatPrice(order.UpdatePrice, order.ForexTradeLists.PricePrecision, i18n.locale);
  const code = order.ForexTradeLists.ShowCode;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const takeProfit = stopEntryLevel(unit, texts.takeProfit.trim(), "take-profit", basis);
    const stopLoss = stopEntryLevel(unit, texts.stopLoss.trim(), "stop-loss", basis);
    const levels = { takeProfit: takeProfit.level, stopLoss: stopLoss.level };
    const found = {
      ...checkStops(order, levels),
      ...(takeProfit.problem && { takeProfit: i18n._(STOP_ENTRY_MESSAGES[takeProfit.problem]) }),
      ...(stopLoss.problem && { stopLoss: i18n._(STOP_ENTRY_MESSAGES[stopLoss.problem]) }),
    };
    const trailingFound = checkTrailing(order, trailing);
    setErrors(found);
    setTrailingErrors(trailingFound);
    if (found.takeProfit || found.stopLoss || trailingFound.points || trailingFound.step || blocked || sending) return;
    setSending(true);
    const wanted = trailingOf(trailing) ?? null;
    const trailingChanged = (wanted?.points ?? 0) !== (order.TrailingPoints ?? 0) || (wanted?.step ?? 0) !== (order.TrailingStep ?? 0);
    const saved = (await saveStops(order, levels.takeProfit, levels.stopLoss)) && (!trailingChanged || (await saveTrailing(order, wanted?.points ?? 0, wanted?.step ?? 0)));
    setSending(false);
    if (saved) onDone();
  };

  return (
    <Sheet open onClose={onDone} title={t`Take profit / stop loss`} testId="stops-sheet">
      <form className="form stops-form" onSubmit={(e) => void submit(e)} noValidate>
        <p className="muted">{t`${code}, closing price now ${price}. Leave a field empty to remove its level.`}</p>
        <StopLevelFields ids={{ takeProfit: "stops-tp", stopLoss: "stops-sl" }} unit={unit} texts={texts} basis={basis} errors={errors}
          onChange={(next, typed) => (setUnit(next), setTexts(typed))} />
        <TrailingFields order={order} value={trailing} errors={trailingErrors} onChange={setTrailing} />
        {blocked && <p className="muted" data-testid="stops-blocked">{blocked}</p>}
        <button type="submit" className="button-primary" disabled={Boolean(blocked) || sending} data-testid="stops-save">
          {t`Save`}
        </button>
      </form>
    </Sheet>
  );
}
