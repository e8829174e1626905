import { useState, type FormEvent } from "react";
import { useLingui } from "@lingui/react/macro";
import type { Order } from "#domain/order.ts";
import { Field } from "#ui/field.tsx";
import { formatPrice } from "#domain/format/format-price.ts";
import { Sheet } from "#ui/sheet.tsx";
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
  const [takeProfit, setTakeProfit] = useState(order.TargetProfitPrice);
  const [stopLoss, setStopLoss] = useState(order.TargetLossPrice);
  const [trailing, setTrailing] = useState<TrailingInput>({ points: String(order.TrailingPoints ?? ""), step: String(order.TrailingStep ?? "") });
  const [errors, setErrors] = useState<StopsErrors>({});
  const [trailingErrors, setTrailingErrors] = useState<TrailingErrors>({});
  const [sending, setSending] = useState(false);
  const price = formatPrice(order.UpdatePrice, order.ForexTradeLists.PricePrecision, i18n.locale);
  const code = order.ForexTradeLists.ShowCode;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const levels = { takeProfit: takeProfit.trim(), stopLoss: stopLoss.trim() };
    const found = checkStops(order, levels);
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
        <Field label={t`Take profit`} inputId="stops-tp" error={errors.takeProfit}>
          <input id="stops-tp" className="field-input num" inputMode="decimal" autoComplete="off" value={takeProfit}
            onChange={(e) => setTakeProfit(e.target.value)} />
        </Field>
        <Field label={t`Stop loss`} inputId="stops-sl" error={errors.stopLoss}>
          <input id="stops-sl" className="field-input num" inputMode="decimal" autoComplete="off" value={stopLoss}
            onChange={(e) => setStopLoss(e.target.value)} />
        </Field>
        <TrailingFields order={order} value={trailing} errors={trailingErrors} onChange={setTrailing} />
        {blocked && <p className="muted" data-testid="stops-blocked">{blocked}</p>}
        <button type="submit" className="button-primary" disabled={Boolean(blocked) || sending} data-testid="stops-save">
          {t`Save`}
        </button>
      </form>
    </Sheet>
  );
}
