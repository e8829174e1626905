import { useState, type FormEvent } from "react";
import { useLingui } from "@lingui/react/macro";
import { useInstruments } from "#data/market/facade.ts";
import { dec } from "#domain/decimal.ts";
import { formatQuantity } from "#domain/format/format-quantity.ts";
import { formatSignedMoney } from "#domain/format/format-signed.ts";
import type { Order } from "#domain/order.ts";
import { partProblem, type PartProblem } from "#domain/trading/partial-close.ts";
import { PROFIT_DECIMALS } from "#domain/trading/profit.ts";
import { Field } from "#ui/field.tsx";
import { Sheet } from "#ui/sheet.tsx";
import { closePartOf } from "./order-actions.ts";

interface ClosePartSheetProps {
  order: Order;
  blocked: string | undefined;
  onDone: () => void;
}

const LOTS_TEXT = /^\d+(\.\d+)?$/;

/** Closes some of a position's lots at the market; the rest stays open with its levels. */
export function ClosePartSheet({ order, blocked, onDone }: ClosePartSheetProps) {
  const { i18n, t } = useLingui();
  const instrument = useInstruments()?.find((item) => item.Id === order.ForexTradeLists.Id);
  const [lots, setLots] = useState(order.Quantity);
  const [sending, setSending] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const held = formatQuantity(order.Quantity, i18n.locale);
  const readable = LOTS_TEXT.test(lots) && !dec(lots).isZero();
  const problem: PartProblem | "part-empty" | undefined = !readable
    ? "part-empty"
    : instrument
      ? partProblem(lots, { held: order.Quantity, minLots: instrument.ForexMinCont, step: instrument.Pip })
      : dec(lots).greaterThan(order.Quantity) ? "part-too-many" : undefined;
  const min = formatQuantity(instrument?.ForexMinCont, i18n.locale);
  const step = formatQuantity(instrument?.Pip, i18n.locale);
  const messages: Record<PartProblem | "part-empty", string> = {
    "part-empty": t`Enter the lots to close`,
    "part-min": t`Close at least ${min} lots`,
    "part-step": t`Lots must be a multiple of ${step}`,
    "part-too-many": t`The position holds ${held} lots`,
    "part-leaves-too-few": t`Leave at least ${min} lots open, or close all of it`,
  };
  const error = problem && (attempted || lots !== "") ? messages[problem] : null;
  const estimate = readable && !problem ? formatSignedMoney(dec(order.FactProfits).times(lots).dividedBy(order.Quantity).toFixed(PROFIT_DECIMALS), i18n.locale) : "--";
  const code = order.ForexTradeLists.ShowCode;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (problem || blocked || sending) return;
    setSending(true);
    const closed = await closePartOf(order, lots);
    setSending(false);
    if (closed) onDone();
  };

  return (
    <Sheet open onClose={onDone} title={t`Close part of the position`} testId="close-part-sheet">
      <form className="form" onSubmit={(e) => void submit(e)} noValidate>
        <p className="muted">{t`${code}: ${held} lots open. Estimated result of the part at the current price: ${estimate} USD.`}</p>
        <Field label={t`Lots to close`} inputId="close-part-lots" error={error}>
          <input id="close-part-lots" className="field-input num" inputMode="decimal" autoComplete="off" value={lots}
            onChange={(e) => setLots(e.target.value.trim())} data-testid="close-part-lots" />
        </Field>
        {blocked && <p className="muted">{blocked}</p>}
        <button type="submit" className="button-primary" disabled={Boolean(blocked) || sending} data-testid="close-part-confirm">
          {t`Close lots`}
        </button>
      </form>
    </Sheet>
  );
}
