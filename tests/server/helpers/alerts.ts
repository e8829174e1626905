import { expect } from "vitest";
import { ALERTS_PER_USER } from "#domain/alerts/alert-kinds.ts";
import type { PriceAlert } from "#domain/contract/alerts.ts";
import { getAs } from "./accounts.ts";
import { dataOf } from "./envelope.ts";
import type { TestServer } from "./test-server.ts";
import { openTrader, trade, type Trader } from "./trading.ts";

/** An alert's fields as the PWA's form sends them. */
export function alertFields(forexId: number, fields: Partial<Record<"watch" | "direction" | "level" | "repeat" | "expires_at", string | number>> = {}) {
  return { forex_id: forexId, watch: "bid", direction: "above", level: "1.20000", repeat: "once", ...fields };
}

export const createAlert = (server: TestServer, trader: Trader, fields: Record<string, string | number>, lang = "en") =>
  trade(server, "/api/alerts/create", fields, trader, undefined, lang);

export const alertsOf = async (server: TestServer, trader: Trader): Promise<PriceAlert[]> => dataOf<PriceAlert[]>(await getAs(server, "/api/alerts/list", trader.token));

/** 150 creates of one user at once: exactly the cap gets through, and the list holds exactly that many. */
export async function alertCapAtOnce(server: TestServer, forexId: number): Promise<void> {
  const trader = await openTrader(server);
  const answers = await Promise.all(Array.from({ length: 150 }, (_, i) => createAlert(server, trader, alertFields(forexId, { level: `1.${20000 + i}` }))));
  const created = answers.filter((answer) => answer.status === 200).length;
  const refused = answers.filter((answer) => answer.status === 429).length;
  const kept = (await alertsOf(server, trader)).length;
  console.log(`price alerts: ${created} of 150 concurrent creates got through, ${refused} refused, ${kept} kept (cap ${ALERTS_PER_USER})`);
  expect(created).toBe(ALERTS_PER_USER);
  expect(refused).toBe(150 - ALERTS_PER_USER);
  expect(kept).toBe(ALERTS_PER_USER);
}
