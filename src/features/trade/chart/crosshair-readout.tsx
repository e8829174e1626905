import { useLingui } from "@lingui/react/macro";
import type { Candle } from "#domain/instrument.ts";
import { changeDirection, formatChange, formatPrice } from "#domain/format/format-price.ts";
import { candleChange } from "./candle-change.ts";
import { candleTime } from "./chart-time.ts";

interface CrosshairReadoutProps {
  candle: Candle;
  previous: Candle | undefined;
  precision: number;
  daily: boolean;
}

/** Time, open, high, low, close and change of the candle under the crosshair. */
export function CrosshairReadout({ candle, previous, precision, daily }: CrosshairReadoutProps) {
  const { i18n, t } = useLingui();
  const change = candleChange(candle, previous, precision);
  const direction = changeDirection(change.percent);
  const values: [string, string][] = [
    [t({ message: "O", context: "candle open price, one letter or short" }), formatPrice(candle.Open, precision, i18n.locale)],
    [t({ message: "H", context: "candle high price, one letter or short" }), formatPrice(candle.High, precision, i18n.locale)],
    [t({ message: "L", context: "candle low price, one letter or short" }), formatPrice(candle.Low, precision, i18n.locale)],
    [t({ message: "C", context: "candle close price, one letter or short" }), formatPrice(candle.Close, precision, i18n.locale)],
  ];
  return (
    <div className="crosshair-readout" data-testid="crosshair" data-time={candle.Time}>
      <span className="crosshair-time num" data-testid="crosshair-time">{candleTime(candle.Time, daily)}</span>
      {values.map(([label, value]) => (
        <span key={label} className="crosshair-value">
          <span className="muted">{label}</span> <span className="num">{value}</span>
        </span>
      ))}
      <span className="crosshair-value">
        <span className="muted">{t({ message: "Chg", context: "candle change against the previous close, short" })}</span>{" "}
        <span className={`num ${direction}`} data-testid="crosshair-change">{change.amount} ({formatChange(change.percent, i18n.locale)})</span>
      </span>
    </div>
  );
}
