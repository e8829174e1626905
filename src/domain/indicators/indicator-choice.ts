/** The indicators a chart can show: three over the prices, three in panes under them. */
export const INDICATOR_KINDS = ["sma", "ema", "bollinger", "rsi", "macd", "stochastic"] as const;
export type IndicatorKind = (typeof INDICATOR_KINDS)[number];

export const OVERLAY_KINDS: ReadonlySet<IndicatorKind> = new Set(["sma", "ema", "bollinger"]);

/** The candle price an indicator is computed from; hl2 and hlc3 are the usual averages. */
export const PRICE_SOURCES = ["close", "open", "high", "low", "hl2", "hlc3"] as const;
export type PriceSource = (typeof PRICE_SOURCES)[number];

export type ParamName = "period" | "deviations" | "fast" | "slow" | "signal";

export interface ParamSpec {
  name: ParamName;
  min: number;
  max: number;
  /** 1 for whole numbers (periods). */
  step: number;
  initial: number;
}

const period = (initial: number): ParamSpec => ({ name: "period", min: 2, max: 500, step: 1, initial });

export const PARAMS: Record<IndicatorKind, readonly ParamSpec[]> = {
  sma: [period(20)],
  ema: [period(50)],
  bollinger: [period(20), { name: "deviations", min: 0.1, max: 10, step: 0.1, initial: 2 }],
  rsi: [period(14)],
  macd: [
    { name: "fast", min: 2, max: 500, step: 1, initial: 12 },
    { name: "slow", min: 2, max: 500, step: 1, initial: 26 },
    { name: "signal", min: 2, max: 500, step: 1, initial: 9 },
  ],
  stochastic: [period(14), { name: "signal", min: 1, max: 500, step: 1, initial: 3 }],
};

/** Stochastic reads highs, lows and closes; the others one price of the candle's. */
export const HAS_SOURCE: ReadonlySet<IndicatorKind> = new Set(["sma", "ema", "bollinger", "rsi", "macd"]);

export interface IndicatorChoice {
  /** Tells two indicators of one kind apart (keys, the menu's rows); unique within a list. */
  id: number;
  kind: IndicatorKind;
  /** In the order of PARAMS[kind]. */
  params: readonly number[];
  source: PriceSource;
}

/** More would leave no room for the prices at 360 px. */
export const MAX_INDICATORS = 8;

export function newChoice(kind: IndicatorKind, existing: readonly IndicatorChoice[]): IndicatorChoice {
  const id = existing.reduce((top, c) => Math.max(top, c.id), 0) + 1;
  return { id, kind, params: PARAMS[kind].map((p) => p.initial), source: "close" };
}

/** Whether `value` is one a parameter takes: inside its range and on its step. */
export function paramAllowed(spec: ParamSpec, value: number): boolean {
  if (!Number.isFinite(value) || value < spec.min || value > spec.max) return false;
  const steps = value / spec.step;
  return Math.abs(steps - Math.round(steps)) < 1e-9;
}

const isKind = (v: unknown): v is IndicatorKind => (INDICATOR_KINDS as readonly unknown[]).includes(v);
const isSource = (v: unknown): v is PriceSource => (PRICE_SOURCES as readonly unknown[]).includes(v);

function readChoice(raw: unknown): IndicatorChoice | null {
  if (typeof raw !== "object" || raw === null) return null;
  const { id, kind, params, source } = raw as Record<string, unknown>;
  if (!Number.isSafeInteger(id) || !isKind(kind) || !isSource(source) || !Array.isArray(params)) return null;
  const specs = PARAMS[kind];
  if (params.length !== specs.length || !specs.every((spec, i) => typeof params[i] === "number" && paramAllowed(spec, params[i]))) return null;
  return { id: id as number, kind, params: params as number[], source };
}

/** The kept list, from whatever the storage held: what is not a valid indicator is dropped. */
export function readChoices(stored: string | null): IndicatorChoice[] {
  let raw: unknown;
  try {
    raw = JSON.parse(stored ?? "[]");
  } catch {
    return [];
  }
  if (!Array.isArray(raw)) return [];
  const ids = new Set<number>();
  const choices: IndicatorChoice[] = [];
  for (const item of raw.slice(0, MAX_INDICATORS)) {
    const choice = readChoice(item);
    if (choice && !ids.has(choice.id)) {
      ids.add(choice.id);
      choices.push(choice);
    }
  }
  return choices;
}
