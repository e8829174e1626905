import type { ReactNode } from "react";
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
      <PreviewRow label={<Trans>Margin (USD)</Trans>} testId="preview-margin">{formatMoney(estimate?.margin, i18n.locale)}</PreviewRow>
      <PreviewRow label={<Trans>Handling fee (USD)</Trans>} testId="preview-fee">{formatMoney(estimate?.fee, i18n.locale)}</PreviewRow>
      {marginFeeRate !== undefined && <MarginFeeNote rate={marginFeeRate} />}
      <PreviewRow label={<Trans>Pip value (USD)</Trans>} testId="preview-pip-value">{formatMoney(estimate?.pipValue, i18n.locale)}</PreviewRow>
      <PreviewRow label={<Trans>Spread cost (USD)</Trans>} testId="preview-spread-cost">{formatMoney(estimate?.spreadCost, i18n.locale)}</PreviewRow>
      <PreviewRow label={<Trans>Swap per night (USD)</Trans>} testId="preview-swap">{formatMoney(estimate?.swapPerNight, i18n.locale)}</PreviewRow>
      <PreviewRow label={<Trans>Free margin after the order (USD)</Trans>} testId="preview-free-margin">{formatMoney(estimate?.freeMarginAfter, i18n.locale)}</PreviewRow>
      <PreviewRow label={<Trans>Margin level after the order</Trans>} testId="preview-margin-level">{level === undefined ? "--" : level === "" ? t`No limit` : formatPercent(level, i18n.locale)}</PreviewRow>
      <PreviewRow label={<Trans>Stop-out price</Trans>} testId="preview-stop-out">{stopOut === undefined ? "--" : stopOut === "" ? t`None` : formatPrice(stopOut, precision, i18n.locale)}</PreviewRow>
    </dl>
  );
}

function PreviewRow({ label, testId, children }: { label: ReactNode; testId: string; children: ReactNode }) {
  return (
    <div className="order-preview-row">
      <dt>{label}</dt>
      <dd className="num" data-testid={testId}>{children}</dd>
    </div>
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
