import { Trans, useLingui } from "@lingui/react/macro";
import { formatMoney } from "#domain/format/format-money.ts";
import { formatPrice } from "#domain/format/format-price.ts";
import type { Estimate } from "./order-estimate.ts";

/** Margin, fee, the margin level after the order and the stop-out price, as the order stands now. */
export function OrderPreviewRows({ estimate, precision }: { estimate: Estimate | undefined; precision: number }) {
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
      <div className="order-preview-row">
        <dt><Trans>Margin level after the order</Trans></dt>
        <dd className="num" data-testid="preview-margin-level">{level === undefined ? "--" : level === "" ? t`No limit` : `${level}%`}</dd>
      </div>
      <div className="order-preview-row">
        <dt><Trans>Stop-out price</Trans></dt>
        <dd className="num" data-testid="preview-stop-out">{stopOut === undefined ? "--" : stopOut === "" ? t`None` : formatPrice(stopOut, precision, i18n.locale)}</dd>
      </div>
    </dl>
  );
}
