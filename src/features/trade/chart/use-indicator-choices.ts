import { useCallback, useState } from "react";
import { readChoices, type IndicatorChoice } from "#domain/indicators/indicator-choice.ts";
import { readStored, writeStored } from "#state/stored.ts";

const STORAGE_KEY = "pipwise.chart.indicators";

/** The chart's indicators, kept on this device for every instrument and period, and restored on reload. */
export function useIndicatorChoices(): [readonly IndicatorChoice[], (next: readonly IndicatorChoice[]) => void] {
  const [choices, setChoices] = useState<readonly IndicatorChoice[]>(() => readChoices(readStored(STORAGE_KEY)));
  const change = useCallback((next: readonly IndicatorChoice[]) => {
    writeStored(STORAGE_KEY, next.length ? JSON.stringify(next) : null);
    setChoices(next);
  }, []);
  return [choices, change];
}
