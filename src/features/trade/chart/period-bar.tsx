import { PERIOD_BAR, type Period } from "#domain/instrument.ts";
import "./chart.css";

export function PeriodBar({ period, onChange }: { period: Period; onChange: (p: Period) => void }) {
  return (
    <div className="period-bar" role="tablist">
      {PERIOD_BAR.map((p) => (
        <button key={p.period} type="button" role="tab" aria-selected={p.period === period} className="period"
          onClick={() => onChange(p.period)} data-testid={`period-${p.label}`}>
          {p.label}
        </button>
      ))}
    </div>
  );
}
