import { useMemo, useRef, useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { createActionKeys } from "#api/action-key.ts";
import { ApiError } from "#api/errors.ts";
import { submitOrder } from "#api/trading.ts";
import { useBasicInfo } from "#data/market/facade.ts";
import { liveQuoteLookup, useAccountFigures } from "#data/orders/facade.ts";
import type { SubmitRequest } from "#domain/contract/trading.ts";
import type { Instrument } from "#domain/instrument.ts";
import { FEE_TYPE_PER_LOT } from "#domain/fee.ts";
import { ORDER_BUY, ORDER_SELL, SUBMIT_MARKET, SUBMIT_PENDING, type Order, type OrderDirection } from "#domain/order.ts";
import { openingPrice, type BidAsk } from "#domain/trading/prices.ts";
import type { StopBasis } from "#domain/trading/stop-distance.ts";
import { usdRate } from "#domain/trading/usd-rate.ts";
import { ExpiryField, expiresAtOf, GOOD_TILL_CANCELLED, type ExpiryValue } from "#ui/expiry-field.tsx";
import { Field } from "#ui/field.tsx";
import { formatPrice } from "#domain/format/format-price.ts";
import { roundDecimalText } from "#domain/format/round-decimal-text.ts";
import { Sheet } from "#ui/sheet.tsx";
import { StopLevelFields } from "#ui/stop-level-fields.tsx";
import { BLOCK_MESSAGES } from "../block-message.ts";
import { LeveragePicker } from "./leverage-picker.tsx";
import { LotsStepper } from "./lots-stepper.tsx";
import { orderProblems, stopEntries, type OrderDraft, type OrderField } from "./order-check.ts";
import { orderEstimate } from "./order-estimate.ts";
import { OrderPreviewRows } from "./order-preview-rows.tsx";
import { pendingKindLabel } from "./pending-kind-label.ts";
import { PROBLEM_MESSAGES } from "./problem-messages.ts";
import type { TradeBlock } from "../trade-block.ts";
import { rememberTicket, rememberedTicket } from "./ticket-memory.ts";
import "./order-sheet.css";

export interface OrderSheetProps {
  instrument: Instrument;
  instruments: readonly Instrument[];
  quote: BidAsk;
  block: TradeBlock | undefined;
  direction: OrderDirection;
  onClose: () => void;
  /** The server accepted the order: its answer, which goes into the book at once. */
  onPlaced: (order: Order) => void;
}

/** Market or pending order with lots, leverage, SL/TP and a live preview of what it costs. */
export default function OrderSheet({ instrument, instruments, quote, block, direction: initialDirection, onClose, onPlaced }: OrderSheetProps) {
  const { t, i18n } = useLingui();
  const precision = instrument.PricePrecision;
  const [remembered] = useState(() => rememberedTicket(instrument));
  const [draft, setDraft] = useState<OrderDraft>(() => ({ direction: initialDirection, pending: false, price: "", lots: remembered.lots, stopUnit: "price", stopLoss: "", takeProfit: "" }));
  const [leverage, setLeverage] = useState(remembered.leverage);
  const [expiry, setExpiry] = useState<ExpiryValue>(GOOD_TILL_CANCELLED);
  const [attempted, setAttempted] = useState(false);
  const [sending, setSending] = useState(false);
  const keys = useRef(createActionKeys()).current;
  const basic = useBasicInfo();
  const account = useAccountFigures();
  const quoteOf = useMemo(() => liveQuoteLookup(instruments), [instruments]);
  const change = (next: Partial<OrderDraft>) => setDraft((d) => ({ ...d, ...next }));

  const rules = { pip: instrument.Pip, minLots: instrument.ForexMinCont, precision, quote };
  const entry = orderProblems(draft, rules);
  const basis: StopBasis | undefined = !entry.lots && !entry.price
    ? { direction: draft.direction, entry: draft.pending ? draft.price : openingPrice(draft.direction, quote), lots: draft.lots, units: instrument.ForexContNum, usdRate: usdRate(instrument.QuoteCurrency, quoteOf), precision }
    : undefined;
  const estimate = basic && !entry.lots && !entry.price
    ? orderEstimate({ instrument, direction: draft.direction, lots: draft.lots, leverage, target: draft.pending ? draft.price : undefined, quote, quoteOf, feeType: basic.trade_fee_type, account })
    : undefined;
  const problems = orderProblems(draft, { ...rules, basis, affordable: estimate?.affordable });
  const typed: Record<OrderField, string> = { lots: draft.lots, price: draft.price, "stop-loss": draft.stopLoss, "take-profit": draft.takeProfit, order: "" };
  const errorOf = (field: OrderField) => {
    const problem = problems[field];
    return problem && (attempted || typed[field] !== "" || field === "order") ? i18n._(PROBLEM_MESSAGES[problem]) : null;
  };
  const kind = draft.pending && !entry.price ? pendingKindLabel(draft.direction, draft.price, quote) : undefined;

  const setPending = (pending: boolean) =>
    change({ pending, price: pending && draft.price === "" ? (roundDecimalText(openingPrice(draft.direction, quote), precision) ?? "") : draft.price });

  async function confirm() {
    setAttempted(true);
    if (Object.keys(problems).length > 0 || block || sending) return;
    const levels = stopEntries(draft, basis);
    const fields: SubmitRequest = {
      type: draft.direction,
      cont: draft.lots,
      forex_id: instrument.Id,
      status: draft.pending ? SUBMIT_PENDING : SUBMIT_MARKET,
      target_price: draft.pending ? draft.price : "",
      stop_loss_price: levels.stopLoss.level,
      target_profit_price: levels.takeProfit.level,
      multiple: leverage,
      ...(draft.pending ? { expiry: expiry.choice, ...(expiresAtOf(expiry) === undefined ? {} : { expires_at: expiresAtOf(expiry) }) } : {}),
    };
    setSending(true);
    try {
      const placed = await submitOrder(fields, keys.keyFor(JSON.stringify(fields)));
      keys.answered();
      rememberTicket(instrument, { lots: draft.lots, leverage });
      onPlaced(placed);
      onClose();
    } catch (error) {
      // A refusal was answered (and toasted in the user's language); a lost answer keeps its key for the retry.
      if (error instanceof ApiError) keys.answered();
    } finally {
      setSending(false);
    }
  }

  const buy = draft.direction === ORDER_BUY;
  return (
    <Sheet open onClose={onClose} title={instrument.ShowCode} testId="order-sheet">
      <form className="form order-form" noValidate onSubmit={(e) => (e.preventDefault(), void confirm())}>
        <div className="segmented sell-buy" role="radiogroup" aria-label={t`Direction`}>
          <button type="button" role="radio" aria-checked={!buy} className="segment segment-sell" onClick={() => change({ direction: ORDER_SELL })} data-testid="order-sell">
            <Trans>Sell</Trans> <span className="num">{formatPrice(quote.Bid, precision, i18n.locale)}</span>
          </button>
          <button type="button" role="radio" aria-checked={buy} className="segment segment-buy" onClick={() => change({ direction: ORDER_BUY })} data-testid="order-buy">
            <Trans>Buy</Trans> <span className="num">{formatPrice(quote.Ask, precision, i18n.locale)}</span>
          </button>
        </div>
        <div className="segmented" role="radiogroup" aria-label={t`Order type`}>
          <button type="button" role="radio" aria-checked={!draft.pending} className="segment" onClick={() => setPending(false)} data-testid="order-market">
            <Trans>Market price</Trans>
          </button>
          <button type="button" role="radio" aria-checked={draft.pending} className="segment" onClick={() => setPending(true)} data-testid="order-pending">
            <Trans>Pending</Trans>
          </button>
        </div>
        {draft.pending && (
          <Field label={t`Price`} inputId="order-price" error={errorOf("price")}>
            <input id="order-price" className="field-input num" inputMode="decimal" autoComplete="off" value={draft.price} onChange={(e) => change({ price: e.target.value.trim() })} />
          </Field>
        )}
        {kind && <p className="order-kind" data-testid="order-kind">{i18n._(kind)}</p>}
        {draft.pending && <ExpiryField idPrefix="order" value={expiry} onChange={setExpiry} />}
        <LotsStepper lots={draft.lots} pip={instrument.Pip} min={instrument.ForexMinCont} error={errorOf("lots")} onChange={(lots) => change({ lots })} />
        <LeveragePicker options={instrument.HasForexMultiple} value={leverage} onChange={setLeverage} />
        <StopLevelFields ids={{ takeProfit: "order-take-profit", stopLoss: "order-stop-loss" }} unit={draft.stopUnit ?? "price"} basis={basis}
          texts={{ takeProfit: draft.takeProfit, stopLoss: draft.stopLoss }} errors={{ takeProfit: errorOf("take-profit"), stopLoss: errorOf("stop-loss") }}
          placeholder={t`Optional`} onChange={(stopUnit, texts) => change({ stopUnit, ...texts })} />
        <OrderPreviewRows estimate={estimate} precision={precision} marginFeeRate={basic && basic.trade_fee_type !== FEE_TYPE_PER_LOT ? instrument.ForexFeeRate : undefined} />
        {errorOf("order") && <p className="field-error" role="alert" data-testid="order-error">{errorOf("order")}</p>}
        {block && <p className="trade-block muted" role="status" data-testid="order-block">{i18n._(BLOCK_MESSAGES[block])}</p>}
        <button type="submit" className={`order-confirm ${buy ? "order-confirm-buy" : "order-confirm-sell"}`} disabled={block !== undefined || sending} data-testid="order-confirm">
          {buy ? <Trans>Place buy order</Trans> : <Trans>Place sell order</Trans>}
        </button>
      </form>
    </Sheet>
  );
}
