import { useId, useState, type FormEvent } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { SwapRateConfig } from "#domain/contract/back-office-swap.ts";
import type { SwapMode } from "#domain/trading/swap-modes.ts";
import { fetchSwapRates, saveSwapRate } from "../api/swap-rate-calls.ts";
import { errorText } from "../api/error-text.ts";
import { Notice, type NoticeText } from "../common/notice.tsx";
import { useLoaded } from "../common/use-loaded.ts";

/** Rollovers run Monday (1) to Friday (5); one of them charges three nights. */
const WEEKDAYS = [1, 2, 3, 4, 5];
/** 2026-11-23 was a Monday: day 1 + n of that week names weekday n in the operator's language. */
const weekdayName = (day: number, locale: string) => new Intl.DateTimeFormat(locale, { weekday: "long", timeZone: "UTC" }).format(Date.UTC(2026, 10, 22 + day));

/** Each instrument's overnight swap: the mode, the long and short rates and the triple day, saved one row at a time. */
export function SwapRatesScreen() {
  const titleId = useId();
  const loaded = useLoaded(fetchSwapRates);
  const problem = loaded.error ? errorText(loaded.error) : null;
  return (
    <section className="panel" aria-labelledby={titleId}>
      <h2 id={titleId}><Trans>Swap rates</Trans></h2>
      <p className="field-hint">
        <Trans>Points: price points per unit a night. Percent: a year's share of the position's value, charged by the night. Negative rates charge the holder. A change counts from the next rollover.</Trans>
      </p>
      {problem && <Notice tone="error">{problem}</Notice>}
      {!loaded.answer && loaded.loading && <p className="empty"><Trans>Loading…</Trans></p>}
      {loaded.answer && (
        <div className="table-scroll">
          <table className="records" data-testid="swap-rates">
            <thead>
              <tr>
                <th scope="col"><Trans>Instrument</Trans></th>
                <th scope="col"><Trans>Mode</Trans></th>
                <th scope="col"><Trans>Long rate</Trans></th>
                <th scope="col"><Trans>Short rate</Trans></th>
                <th scope="col"><Trans>Triple day</Trans></th>
                <th scope="col"><span className="visually-hidden"><Trans>Save</Trans></span></th>
              </tr>
            </thead>
            <tbody>{loaded.answer.map((row) => <SwapRateRow key={row.id} saved={row} />)}</tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function SwapRateRow({ saved }: { saved: SwapRateConfig }) {
  const { t, i18n } = useLingui();
  const [values, setValues] = useState(saved);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<NoticeText | null>(null);
  const formId = `swap-rate-${saved.id}`;
  const change = (next: Partial<SwapRateConfig>) => {
    setValues((v) => ({ ...v, ...next }));
    setOutcome(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const { id, code: _code, ...input } = values;
      setValues(await saveSwapRate(id, input));
      setOutcome({ tone: "ok", text: t`Saved.` });
    } catch (error) {
      const text = errorText(error);
      setOutcome(text ? { tone: "error", text } : null);
    }
    setBusy(false);
  };

  return (
    <tr data-testid="swap-rate-row" data-code={saved.code}>
      <th scope="row"><bdi>{saved.code}</bdi>{outcome && <Notice tone={outcome.tone}>{outcome.text}</Notice>}</th>
      <td>
        <select form={formId} aria-label={t`Mode`} value={values.mode} onChange={(e) => change({ mode: e.currentTarget.value as SwapMode })} data-testid="swap-mode">
          <option value="points">{t`Points a night`}</option>
          <option value="percent">{t`Percent a year`}</option>
        </select>
      </td>
      <td><input form={formId} aria-label={t`Long rate`} inputMode="decimal" dir="ltr" required pattern="-?\d{1,6}(\.\d{1,6})?" value={values.long} onChange={(e) => change({ long: e.currentTarget.value })} data-testid="swap-long" /></td>
      <td><input form={formId} aria-label={t`Short rate`} inputMode="decimal" dir="ltr" required pattern="-?\d{1,6}(\.\d{1,6})?" value={values.short} onChange={(e) => change({ short: e.currentTarget.value })} data-testid="swap-short" /></td>
      <td>
        <select form={formId} aria-label={t`Triple day`} value={values.triple_day} onChange={(e) => change({ triple_day: Number(e.currentTarget.value) })}>
          {WEEKDAYS.map((day) => <option key={day} value={day}>{weekdayName(day, i18n.locale)}</option>)}
        </select>
      </td>
      <td>
        <form id={formId} onSubmit={(e) => void submit(e)}>
          <button type="submit" className="primary" disabled={busy} data-testid="swap-save"><Trans>Save</Trans></button>
        </form>
      </td>
    </tr>
  );
}
