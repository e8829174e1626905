import type { LoginResponse } from "#domain/contract/accounts.ts";
import type { Instrument } from "#domain/instrument.ts";
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
