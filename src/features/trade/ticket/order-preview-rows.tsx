import { Trans, useLingui } from "@lingui/react/macro";
import { dec } from "#domain/decimal.ts";
import { formatMoney } from "#domain/format/format-money.ts";
import { formatExactPercent, formatPercent, formatPrice } from "#domain/format/format-price.ts";
import type { Estimate } from "./order-estimate.ts";

interface OrderPreviewRowsProps {
  estimate: Estimate | undefined;
  precision: number;
  /** The instrument's fee rate when the fee is a share of the margin (trade_fee_type 2); undefined when it is per lot. */
  marginFeeRate?: string;
}

/**
 * Margin, fee, pip value, spread cost, a night's swap on the chosen side, the free margin and margin
 * level after the order and the stop-out price, as the order stands now. A fee
 * taken from the margin says so: it grows tenfold from 1:200 to 1:20, which no trader guesses.
 */
export function OrderPreviewRows({ estimate, precision, marginFeeRate }: OrderPreviewRowsProps) {
  const { i18n, t } = useLingui();
  const level = estimate?.marginLevelAfter;
  const stopOut = estimate?.stopOutPrice;
  return (
    <dl className="order-preview" data-testid="order-preview">
      <div className="order-preview-row">
        <dt><Trans>Margin (USD)</Trans></dt>
        <dd className="num" data-testid="preview-margin">{formatMoney(estimate?.margin, i18n.locale)}</dd>
      </div>
      <div className="order-preview-row">
        <dt><Trans>Handling fee (USD)</Trans></dt>
        <dd className="num" data-testid="preview-fee">{formatMoney(estimate?.fee, i18n.locale)}</dd>
      </div>
      {marginFeeRate !== undefined && <MarginFeeNote rate={marginFeeRate} />}
      <div className="order-preview-row">
        <dt><Trans>Pip value (USD)</Trans></dt>
        <dd className="num" data-testid="preview-pip-value">{formatMoney(estimate?.pipValue, i18n.locale)}</dd>
      </div>
      <div className="order-preview-row">
        <dt><Trans>Spread cost (USD)</Trans></dt>
        <dd className="num" data-testid="preview-spread-cost">{formatMoney(estimate?.spreadCost, i18n.locale)}</dd>
      </div>
      <div className="order-preview-row">
        <dt><Trans>Swap per night (USD)</Trans></dt>
        <dd className="num" data-testid="preview-swap">{formatMoney(estimate?.swapPerNight, i18n.locale)}</dd>
      </div>
      <div className="order-preview-row">
        <dt><Trans>Free margin after the order (USD)</Trans></dt>
        <dd className="num" data-testid="preview-free-margin">{formatMoney(estimate?.freeMarginAfter, i18n.locale)}</dd>
      </div>
      <div className="order-preview-row">
        <dt><Trans>Margin level after the order</Trans></dt>
        <dd className="num" data-testid="preview-margin-level">{level === undefined ? "--" : level === "" ? t`No limit` : formatPercent(level, i18n.locale)}</dd>
      </div>
      <div className="order-preview-row">
        <dt><Trans>Stop-out price</Trans></dt>
        <dd className="num" data-testid="preview-stop-out">{stopOut === undefined ? "--" : stopOut === "" ? t`None` : formatPrice(stopOut, precision, i18n.locale)}</dd>
      </div>
    </dl>
  );
}

function MarginFeeNote({ rate }: { rate: string }) {
  const { i18n } = useLingui();
  const percent = formatExactPercent(dec(rate).times(100).toFixed(), i18n.locale);
  return (
    <p className="order-preview-note" data-testid="preview-fee-basis">
      <Trans>The fee is {percent} of the margin, so it rises as the leverage falls.</Trans>
    </p>
  );
}
