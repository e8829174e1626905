import { useLingui } from "@lingui/react/macro";
import { useEffect } from "react";
import { refreshTradeList, useInstruments } from "#data/market/facade.ts";
import { STATEMENT_PERIODS, type StatementPeriod } from "#domain/statement/period.ts";
import { Field } from "#ui/field.tsx";
import type { FilterDraft } from "./statement-filter.ts";
import { PERIOD_LABELS } from "./statement-labels.ts";

interface FilterFormProps {
  draft: FilterDraft;
  onChange: (draft: FilterDraft) => void;
  /** Why the draft cannot be asked for, in the user's language. */
  problem: string | undefined;
}

/** The statement's filter: the period (a custom range by its days) and one instrument or all. */
export function FilterForm({ draft, onChange, problem }: FilterFormProps) {
  const { i18n, t } = useLingui();
  const instruments = useInstruments() ?? [];
  // The instruments are kept by the market screens; a user who came straight here has none kept yet.
  useEffect(() => void refreshTradeList(), []);
  const set = (change: Partial<FilterDraft>) => onChange({ ...draft, ...change });
  return (
    <form className="statement-filter" onSubmit={(event) => event.preventDefault()} data-testid="statement-filter">
      <Field label={t`Period`} inputId="statement-period">
        <select id="statement-period" value={draft.period} onChange={(event) => set({ period: event.target.value as StatementPeriod })}>
          {STATEMENT_PERIODS.map((period) => <option key={period} value={period}>{i18n._(PERIOD_LABELS[period])}</option>)}
        </select>
      </Field>
      {draft.period === "custom" && (
        <div className="statement-range">
          <Field label={t`From`} inputId="statement-from">
            <input id="statement-from" type="date" value={draft.from} onChange={(event) => set({ from: event.target.value })} />
          </Field>
          <Field label={t`To`} inputId="statement-to" error={problem}>
            <input id="statement-to" type="date" value={draft.to} onChange={(event) => set({ to: event.target.value })} />
          </Field>
        </div>
      )}
      <Field label={t`Instrument`} inputId="statement-code">
        <select id="statement-code" value={draft.code} onChange={(event) => set({ code: event.target.value })}>
          <option value="">{t`All instruments`}</option>
          {instruments.map((instrument) => <option key={instrument.Code} value={instrument.Code}>{instrument.ShowCode}</option>)}
        </select>
      </Field>
    </form>
  );
}
