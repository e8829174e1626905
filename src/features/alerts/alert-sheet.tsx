import { useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { createAlert, editAlert } from "#api/alerts.ts";
import { isChangeWatch } from "#domain/alerts/alert-kinds.ts";
import type { PriceAlert } from "#domain/contract/alerts.ts";
import { formatPrice } from "#domain/format/format-price.ts";
import type { Instrument } from "#domain/instrument.ts";
import { useQuote } from "#data/market/facade.ts";
import { Field } from "#ui/field.tsx";
import { Sheet } from "#ui/sheet.tsx";
import { levelIsValid, requestOf, type AlertDraft, type Expiry } from "./alert-draft.ts";

interface AlertSheetProps {
  instruments: readonly Instrument[];
  /** The form's first values; `editing` is the alert they came from, when it is an edit. */
  start: AlertDraft;
  editing?: PriceAlert;
  onClose: () => void;
  onSaved: () => void;
}

/** The instrument's bid and ask as they move, so the level is set against the live price. */
function CurrentPrices({ instrument }: { instrument: Instrument }) {
  const { i18n } = useLingui();
  const quote = useQuote(instrument.Code);
  const bid = formatPrice(quote?.Bid, instrument.PricePrecision, i18n.locale);
  const ask = formatPrice(quote?.Ask, instrument.PricePrecision, i18n.locale);
  return (
    <p className="alert-prices num" data-testid="alert-prices">
      <Trans>Bid <bdi data-testid="alert-bid">{bid}</bdi> · Ask <bdi data-testid="alert-ask">{ask}</bdi></Trans>
    </p>
  );
}

/** The new-alert and edit-alert form. */
export function AlertSheet({ instruments, start, editing, onClose, onSaved }: AlertSheetProps) {
  const { t } = useLingui();
  const [draft, setDraft] = useState(start);
  const [tried, setTried] = useState(false);
  const instrument = instruments.find((candidate) => candidate.Id === draft.forexId) ?? instruments[0];
  const change = isChangeWatch(draft.watch);
  const set = <K extends keyof AlertDraft>(key: K, value: AlertDraft[K]) => setDraft((current) => ({ ...current, [key]: value }));
  const levelError = tried && !levelIsValid(draft.level) ? t`Enter a level above zero` : null;

  const save = async () => {
    setTried(true);
    if (!instrument || !levelIsValid(draft.level)) return;
    const request = requestOf({ ...draft, forexId: instrument.Id }, Math.floor(Date.now() / 1000), editing?.ExpiresAt ?? null);
    await (editing ? editAlert(editing.Id, request) : createAlert(request));
    onSaved();
  };

  return (
    <Sheet open onClose={onClose} title={editing ? t`Edit alert` : t`New alert`} testId="alert-sheet">
      <form className="form alert-form" onSubmit={(event) => { event.preventDefault(); void save().catch(() => undefined); }}>
        <Field label={t`Instrument`} inputId="alert-instrument">
          <select id="alert-instrument" className="field-input" value={instrument?.Id} onChange={(event) => set("forexId", Number(event.target.value))}>
            {instruments.map((candidate) => <option key={candidate.Id} value={candidate.Id}>{candidate.ShowCode}</option>)}
          </select>
        </Field>
        {instrument && <CurrentPrices instrument={instrument} />}
        <Field label={t`Watch`} inputId="alert-watch">
          <select id="alert-watch" className="field-input" value={draft.watch} onChange={(event) => set("watch", event.target.value as AlertDraft["watch"])}>
            <option value="bid">{t`Bid`}</option>
            <option value="ask">{t`Ask`}</option>
            <option value="change-hour">{t`Change since the hour's open`}</option>
            <option value="change-day">{t`Change since the day's open`}</option>
          </select>
        </Field>
        <Field label={t`When it`} inputId="alert-direction">
          <select id="alert-direction" className="field-input" value={draft.direction} onChange={(event) => set("direction", event.target.value as AlertDraft["direction"])}>
            <option value="above">{change ? t`rises by` : t`reaches or passes above`}</option>
            <option value="below">{change ? t`falls by` : t`reaches or passes below`}</option>
          </select>
        </Field>
        <Field label={change ? t`Change in percent` : t`Price`} inputId="alert-level" error={levelError}>
          <input id="alert-level" className="field-input num" inputMode="decimal" autoComplete="off" value={draft.level} onChange={(event) => set("level", event.target.value.trim())} />
          {change && <span className="field-adornment">%</span>}
        </Field>
        <Field label={t`Repeat`} inputId="alert-repeat">
          <select id="alert-repeat" className="field-input" value={draft.repeat} onChange={(event) => set("repeat", event.target.value as AlertDraft["repeat"])}>
            <option value="once">{t`Once`}</option>
            <option value="every">{t`Every time it crosses`}</option>
          </select>
        </Field>
        <Field label={t`Expires`} inputId="alert-expiry">
          <select id="alert-expiry" className="field-input" value={draft.expiry} onChange={(event) => set("expiry", event.target.value as Expiry)}>
            {editing?.ExpiresAt ? <option value="kept">{t`As set`}</option> : null}
            <option value="never">{t`Never`}</option>
            <option value="hour">{t`In 1 hour`}</option>
            <option value="day">{t`In 24 hours`}</option>
            <option value="week">{t`In 7 days`}</option>
          </select>
        </Field>
        <button type="submit" className="button-primary" data-testid="alert-save">
          <Trans>Save alert</Trans>
        </button>
      </form>
    </Sheet>
  );
}
