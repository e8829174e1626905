import { isPeriod, type Instrument, type Period } from "#domain/instrument.ts";
import { readRemembered, writeRemembered } from "./session-memory.ts";
import { lotsProblem } from "./ticket/lots.ts";

const PERIOD_KEY = "pipwise.trade.period";
const INSTRUMENT_KEY = "pipwise.trade.instrument";
const DEFAULT_PERIOD: Period = "1min";

/** The chart period is remembered for the browser session (tab), not forever, like the instrument below. */
export function rememberedPeriod(): Period {
  return readRemembered(PERIOD_KEY, (stored) => (isPeriod(stored) ? stored : undefined), DEFAULT_PERIOD);
}

export function rememberPeriod(period: Period): void {
  writeRemembered(PERIOD_KEY, period);
}

/** The instrument last shown on /trade, so a bare /trade (the tab bar, a reload) opens it again. */
export function rememberedInstrument(): number | undefined {
  return readRemembered(INSTRUMENT_KEY, (stored) => (stored && /^[1-9]\d{0,9}$/.test(stored) ? Number(stored) : undefined), undefined);
}

export function rememberInstrument(id: number): void {
  writeRemembered(INSTRUMENT_KEY, String(id));
}

/** The lots and leverage of the last order placed on an instrument, offered again by its next ticket. */
export interface TicketChoice {
  lots: string;
  leverage: number;
}

const ticketKey = (instrument: Pick<Instrument, "Id">) => `pipwise.trade.ticket.${instrument.Id}`;

/**
 * The last choice on this instrument while it still holds (the lot rules or leverage options may have
 * changed since); otherwise the minimum lots at the first leverage.
 */
export function rememberedTicket(instrument: Pick<Instrument, "Id" | "Pip" | "ForexMinCont" | "HasForexMultiple">): TicketChoice {
  const fallback = { lots: instrument.ForexMinCont, leverage: instrument.HasForexMultiple[0]?.Value ?? 1 };
  const parse = (stored: string | null): TicketChoice | undefined => {
    const [lots = "", leverage] = (stored ?? "").split("@");
    const offered = instrument.HasForexMultiple.some((option) => String(option.Value) === leverage);
    return offered && !lotsProblem(lots, instrument.Pip, instrument.ForexMinCont) ? { lots, leverage: Number(leverage) } : undefined;
  };
  return readRemembered(ticketKey(instrument), parse, fallback);
}

export function rememberTicket(instrument: Pick<Instrument, "Id">, choice: TicketChoice): void {
  writeRemembered(ticketKey(instrument), `${choice.lots}@${choice.leverage}`);
}
