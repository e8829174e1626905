// Apart from trade-memory.ts: checking lots needs decimal.js, which /trade's first load leaves to the ticket.
import type { Instrument } from "#domain/instrument.ts";
import { readRemembered, writeRemembered } from "../session-memory.ts";
import { lotsProblem } from "./lots.ts";

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
