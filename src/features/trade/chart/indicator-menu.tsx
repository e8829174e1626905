import { useId, useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import {
  HAS_SOURCE, INDICATOR_KINDS, MAX_INDICATORS, PARAMS, PRICE_SOURCES, newChoice, paramAllowed,
  type IndicatorChoice, type ParamSpec, type PriceSource,
} from "#domain/indicators/indicator-choice.ts";
import { layOutDecimal } from "#domain/format/lay-out-decimal.ts";
import { Sheet } from "#ui/sheet.tsx";
import { KIND_NAMES, PARAM_NAMES, SOURCE_NAMES, legendLabel } from "./indicator-labels.ts";

interface IndicatorMenuProps {
  open: boolean;
  onClose: () => void;
  choices: readonly IndicatorChoice[];
  onChange: (next: readonly IndicatorChoice[]) => void;
}

/** The indicators sheet: the ones on the chart with their parameters, and the kinds to add. */
export function IndicatorMenu({ open, onClose, choices, onChange }: IndicatorMenuProps) {
  const { t, i18n } = useLingui();
  const replace = (next: IndicatorChoice) => onChange(choices.map((c) => (c.id === next.id ? next : c)));
  const max = MAX_INDICATORS;
  const full = choices.length >= max;
  return (
    <Sheet open={open} onClose={onClose} title={t`Indicators`} testId="indicator-menu">
      <div className="indicator-menu">
        {choices.map((choice) => {
          const name = legendLabel(choice, i18n);
          return (
          <section key={choice.id} className="indicator-card" data-testid="indicator-card" data-kind={choice.kind}>
            <header className="indicator-card-head">
              <span className="indicator-card-name">{i18n._(KIND_NAMES[choice.kind])}</span>
              <button type="button" className="indicator-remove" onClick={() => onChange(choices.filter((c) => c.id !== choice.id))}
                aria-label={t`Remove ${name}`} data-testid="indicator-remove">
                <Trans>Remove</Trans>
              </button>
            </header>
            <div className="indicator-fields">
              {PARAMS[choice.kind].map((spec, i) => (
                <ParamField key={spec.name} spec={spec} value={choice.params[i]!}
                  onValue={(value) => replace({ ...choice, params: choice.params.map((p, j) => (j === i ? value : p)) })} />
              ))}
              {HAS_SOURCE.has(choice.kind) && <SourceField value={choice.source} onValue={(source) => replace({ ...choice, source })} />}
            </div>
          </section>
          );
        })}
        <h3 className="indicator-add-title"><Trans>Add an indicator</Trans></h3>
        {full && <p className="muted indicator-full">{t`At most ${max} indicators at a time.`}</p>}
        <div className="indicator-kinds">
          {INDICATOR_KINDS.map((kind) => (
            <button key={kind} type="button" className="indicator-add" disabled={full} onClick={() => onChange([...choices, newChoice(kind, choices)])}
              data-testid={`indicator-add-${kind}`}>
              {i18n._(KIND_NAMES[kind])}
            </button>
          ))}
        </div>
      </div>
    </Sheet>
  );
}

/** A number as typed in the user's language: a decimal comma reads as a point. */
const typed = (text: string) => (/^\s*\d+([.,]\d+)?\s*$/.test(text) ? Number(text.replace(",", ".")) : NaN);

/** A parameter's box: what is typed stays as typed; the chart takes it once it is a value the parameter allows. */
function ParamField({ spec, value, onValue }: { spec: ParamSpec; value: number; onValue: (value: number) => void }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const shown = draft ?? layOutDecimal(String(value), i18n.locale);
  const wrong = draft !== null && !paramAllowed(spec, typed(draft));
  const [min, max] = [layOutDecimal(String(spec.min), i18n.locale), layOutDecimal(String(spec.max), i18n.locale)];
  return (
    <label className="indicator-field" htmlFor={id}>
      <span className="muted">{i18n._(PARAM_NAMES[spec.name])}</span>
      <input id={id} className="indicator-input num" inputMode={spec.step < 1 ? "decimal" : "numeric"} value={shown} aria-invalid={wrong || undefined}
        data-testid={`indicator-param-${spec.name}`}
        onChange={(e) => {
          const text = e.currentTarget.value.slice(0, 12);
          setDraft(text);
          if (paramAllowed(spec, typed(text))) onValue(typed(text));
        }}
        onBlur={() => setDraft(null)} />
      {wrong && <span className="indicator-field-error" role="alert">{t`From ${min} to ${max}`}</span>}
    </label>
  );
}

function SourceField({ value, onValue }: { value: PriceSource; onValue: (value: PriceSource) => void }) {
  const { t, i18n } = useLingui();
  const id = useId();
  return (
    <label className="indicator-field indicator-source" htmlFor={id}>
      <span className="muted">{t({ message: "Source", context: "the candle price an indicator is computed from" })}</span>
      <select id={id} className="indicator-input" value={value} onChange={(e) => onValue(e.currentTarget.value as PriceSource)} data-testid="indicator-source">
        {PRICE_SOURCES.map((source) => <option key={source} value={source}>{i18n._(SOURCE_NAMES[source])}</option>)}
      </select>
    </label>
  );
}
