import { memo } from "react";
import { useLingui } from "@lingui/react/macro";
import { ChartLine } from "lucide-static";
import { PERIOD_BAR, type Period } from "#domain/instrument.ts";
import { SvgIcon } from "#ui/svg-icon.tsx";
import { chooseChartKind, useChartKind } from "./chart-kind.ts";
import "./chart.css";

/** The chart's periods and its candles/line switch; memo: a tick that renders the page leaves it alone. */
export const PeriodBar = memo(function PeriodBar({ period, onChange }: { period: Period; onChange: (p: Period) => void }) {
  const { t } = useLingui();
  const line = useChartKind() === "line";
  return (
    <div className="period-bar">
      <div className="period-tabs" role="tablist">
        {PERIOD_BAR.map((p) => (
          <button key={p.period} type="button" role="tab" aria-selected={p.period === period} className="period"
            onClick={() => onChange(p.period)} data-testid={`period-${p.label}`}>
            {p.label}
          </button>
        ))}
      </div>
      <button type="button" className="period chart-kind" aria-pressed={line} aria-label={t`Line chart`} title={t`Line chart`}
        onClick={() => chooseChartKind(line ? "candles" : "line")} data-testid="chart-kind">
        <SvgIcon svg={ChartLine} size={16} />
      </button>
    </div>
  );
});
