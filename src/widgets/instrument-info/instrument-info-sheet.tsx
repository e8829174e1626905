import { useLingui } from "@lingui/react/macro";
import type { Instrument } from "#domain/instrument.ts";
import { Sheet } from "#ui/sheet.tsx";
import { instrumentFacts } from "./instrument-facts.ts";
import "./instrument-info.css";

/** The instrument's contract terms: size, digits, lots, margin, leverage, hours and swap. */
export default function InstrumentInfoSheet({ instrument, onClose }: { instrument: Instrument; onClose: () => void }) {
  const { i18n } = useLingui();
  return (
    <Sheet open onClose={onClose} title={`${instrument.ShowCode} · ${instrument.Name}`} testId="instrument-info">
      <dl className="instrument-facts">
        {instrumentFacts(instrument, i18n.locale).map((fact) => (
          <div key={fact.key} className="instrument-fact" data-testid={`fact-${fact.key}`}>
            <dt className="muted">{fact.label}</dt>
            <dd className="num">{fact.value}</dd>
          </div>
        ))}
      </dl>
    </Sheet>
  );
}
