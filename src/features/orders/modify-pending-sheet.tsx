import { useState, type FormEvent } from "react";
import { useLingui } from "@lingui/react/macro";
import { formatPrice } from "#domain/format/format-price.ts";
import type { Order } from "#domain/order.ts";
import { EXPIRY_AT, EXPIRY_GTC } from "#domain/trading/expiry.ts";
import { ExpiryField, expiresAtOf, localDateTimeText, type ExpiryValue } from "#ui/expiry-field.tsx";
import { Field } from "#ui/field.tsx";
import { Sheet } from "#ui/sheet.tsx";
import { changePending } from "./order-actions.ts";

interface ModifyPendingSheetProps {
  order: Order;
  blocked: string | undefined;
  onDone: () => void;
}

const PRICE_TEXT = /^\d+(\.\d+)?$/;

/** A pending order's price, take profit, stop loss and expiry; the server checks them as at submit. */
export function ModifyPendingSheet({ order, blocked, onDone }: ModifyPendingSheetProps) {
  const { i18n, t } = useLingui();
  const [price, setPrice] = useState(order.Price);
  const [takeProfit, setTakeProfit] = useState(order.TargetProfitPrice);
  const [stopLoss, setStopLoss] = useState(order.TargetLossPrice);
  const [expiry, setExpiry] = useState<ExpiryValue>(() =>
    order.ExpireTimeHandler ? { choice: EXPIRY_AT, at: localDateTimeText(order.ExpireTimeHandler) } : { choice: EXPIRY_GTC, at: "" },
  );
  const [sending, setSending] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const code = order.ForexTradeLists.ShowCode;
  const market = formatPrice(order.UpdatePrice, order.ForexTradeLists.PricePrecision, i18n.locale);
  const priceError = PRICE_TEXT.test(price) ? null : t`Enter the price the order waits for`;
  const expiresAt = expiresAtOf(expiry);
  const expiryError = expiry.choice === EXPIRY_AT && expiresAt === undefined ? t`Choose the date and time the order expires` : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (priceError || expiryError || blocked || sending) return;
    setSending(true);
    const saved = await changePending({
      id: order.Id,
      target_price: price,
      target_profit_price: takeProfit.trim(),
      stop_loss_price: stopLoss.trim(),
      expiry: expiry.choice,
      ...(expiresAt === undefined ? {} : { expires_at: expiresAt }),
    });
    setSending(false);
    if (saved) onDone();
  };

  return (
    <Sheet open onClose={onDone} title={t`Change pending order`} testId="modify-sheet">
      <form className="form" onSubmit={(e) => void submit(e)} noValidate>
        <p className="muted">{t`${code}, market price now ${market}. Leave a level empty to remove it.`}</p>
        <Field label={t`Price`} inputId="modify-price" error={attempted ? priceError : null}>
          <input id="modify-price" className="field-input num" inputMode="decimal" autoComplete="off" value={price} onChange={(e) => setPrice(e.target.value.trim())} />
        </Field>
        <Field label={t`Take profit`} inputId="modify-tp">
          <input id="modify-tp" className="field-input num" inputMode="decimal" autoComplete="off" value={takeProfit} onChange={(e) => setTakeProfit(e.target.value)} />
        </Field>
        <Field label={t`Stop loss`} inputId="modify-sl">
          <input id="modify-sl" className="field-input num" inputMode="decimal" autoComplete="off" value={stopLoss} onChange={(e) => setStopLoss(e.target.value)} />
        </Field>
        <ExpiryField idPrefix="modify" value={expiry} error={attempted ? expiryError : null} onChange={setExpiry} />
        {blocked && <p className="muted">{blocked}</p>}
        <button type="submit" className="button-primary" disabled={Boolean(blocked) || sending} data-testid="modify-save">
          {t`Save`}
        </button>
      </form>
    </Sheet>
  );
}
