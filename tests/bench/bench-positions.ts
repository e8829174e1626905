import type { LoginResponse } from "#domain/contract/accounts.ts";
import type { Instrument } from "#domain/instrument.ts";
import { dec } from "#domain/decimal.ts";
import { call, postTrade } from "./bench-calls.ts";

/**
 * A demo account holding `count` positions, one per tradeable instrument (the minimum lots at the
 * highest leverage), so /order has that many rows whose price and profit move with the feed.
 */
export async function demoWithPositions(baseUrl: string, count: number): Promise<LoginResponse> {
  const login = await call<LoginResponse>(`${baseUrl}/api/user/createAccountDemoForU?demo_id=${crypto.randomUUID()}`);
  const instruments = await call<Instrument[]>(`${baseUrl}/v1/api/forex/trade_list`);
  const tradeable = instruments.filter((i) => i.HasForexMultiple.length > 0 && i.MarketStatus === 1).slice(0, count);
  if (tradeable.length < count) throw new Error(`only ${tradeable.length} instruments can be traded now, ${count} wanted`);
  for (const instrument of tradeable) {
    const fields = { type: 1, cont: instrument.ForexMinCont, forex_id: instrument.Id, status: 1, multiple: instrument.HasForexMultiple.at(-1)!.Value };
    await postTrade(`${baseUrl}/v1/api/forex/submit`, login.token, fields);
  }
  return login;
}

/**
 * A demo account with `count` lines on `code`'s chart: every other one an open position (its entry
 * line), the rest buy limits stepped below the market (a price line each), minimum lots.
 */
export async function demoWithLines(baseUrl: string, code: string, count: number): Promise<LoginResponse> {
  const login = await call<LoginResponse>(`${baseUrl}/api/user/createAccountDemoForU?demo_id=${crypto.randomUUID()}`);
  const instruments = await call<Instrument[]>(`${baseUrl}/v1/api/forex/trade_list`);
  const instrument = instruments.find((i) => i.Code === code);
  if (!instrument || instrument.MarketStatus !== 1) throw new Error(`${code} cannot be traded now`);
  const base = { cont: instrument.ForexMinCont, forex_id: instrument.Id, multiple: instrument.HasForexMultiple.at(-1)!.Value };
  const bid = dec(instrument.ForexQuotations.Bid);
  for (let i = 0; i < count; i++) {
    const limit = bid.times(dec(1).minus(dec(i + 1).dividedBy(1000))).toFixed(instrument.PricePrecision);
    const fields = i % 2 === 0 ? { ...base, type: 1, status: 1 } : { ...base, type: 1, status: 0, target_price: limit };
    await postTrade(`${baseUrl}/v1/api/forex/submit`, login.token, fields);
  }
  return login;
}
