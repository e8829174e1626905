import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StatementPage, StatementSummary } from "#domain/contract/statement.ts";
import type { ClosedOrder, Order } from "#domain/order.ts";
import type { WithdrawCurrency } from "#domain/contract/withdraw.ts";
import { dec } from "#domain/decimal.ts";
import { getAs, postForm, refusal } from "./helpers/accounts.ts";
import { dataOf } from "./helpers/envelope.ts";
import { operator, type TestOperator } from "./helpers/identity.ts";
import { statementCsvOf, statementOf } from "./helpers/statement.ts";
import type { TestServer } from "./helpers/test-server.ts";
import { expectLedgerBalanced, openTrader, setPrice, startTradingServer, trade } from "./helpers/trading.ts";
import { bindAddress, certifiedClient, drawWith, withdrawCode, type Client } from "./helpers/withdraw.ts";

const WEEK = { period: "7d", tz: "Asia/Kolkata" };
const LINES = ["profit", "fees", "swaps", "deposits", "withdrawals", "other"] as const;

/** Opening balance plus every line of the summary. */
const runningTotal = (summary: StatementSummary) => LINES.reduce((total, line) => total.plus(summary[line]), dec(summary.opening_balance));

describe("the account statement", () => {
  let server: TestServer;
  let eurusd: number;
  let op: TestOperator;
  let client: Client;
  let deal: ClosedOrder;

  beforeAll(async () => {
    ({ server, eurusd } = await startTradingServer({ CODES_PER_IP_PER_HOUR: "1000", REGISTRATIONS_PER_IP_PER_HOUR: "100" }));
    op = await operator(server);
    client = await certifiedClient(server, op, "1000");
    const trader = { token: client.login.token, userId: client.userId };
    const opened = await dataOf<Order>(await trade(server, "/v1/api/forex/submit", { forex_id: eurusd, multiple: 100, type: 1, cont: "0.1", status: 1 }, trader));
    await setPrice(server, "EURUSD", "1.10250");
    deal = await dataOf<ClosedOrder>(await trade(server, "/v1/api/forex/close", { id: opened.Id }, trader));
    // A pending order cancelled never became a deal: it is not in the statement.
    const pending = await dataOf<Order>(await trade(server, "/v1/api/forex/submit", { forex_id: eurusd, multiple: 100, type: 1, cont: "0.1", status: 0, target_price: "1.00000" }, trader));
    await dataOf(await trade(server, "/v1/api/forex/cancel_trade", { id: pending.Id }, trader));
    const coins = await dataOf<WithdrawCurrency[]>(await getAs(server, "/api/account/draw_symbol_list?type=1", client.login.token));
    const usdt = coins.find((coin) => coin.code === "USDT" && coin.protocol === "TRC20")!;
    const method = await bindAddress(server, client, usdt.id);
    await dataOf(await drawWith(server, client, { draw_currency_id: usdt.id, number: "100", draw_method_id: method.id, code: await withdrawCode(server, client) }));
  });
  afterAll(() => server?.close());

  it("lists the caller's closed deals, deposits and withdrawals, newest first, with a summary that adds up to the ledger's balance", async () => {
    const statement = await statementOf(server, client.login.token, WEEK);
    expect(statement.data.map((entry) => entry.kind)).toEqual(["withdrawal", "deal", "deposit"]);
    const [withdrawal, closed, deposit] = statement.data;
    expect(deposit).toMatchObject({ currency: "USDT", amount: "1000.00000000", status: 1, status_text: "Credited", usd: "1000.000000", code: null });
    expect(withdrawal).toMatchObject({ currency: "USDT", status: 0, status_text: "Under review", usd: "-100.000000" });
    expect(closed).toMatchObject({ id: deal.Id, code: "EURUSD", direction: 1, lots: "0.1", close_price: "1.10250", price_precision: 5, profit: deal.FactProfits, fee: deal.TradeFee });

    const { summary } = statement;
    expect(summary).toMatchObject({ deals: 1, deposits: "1000.000000", withdrawals: "-100.000000", swaps: "0.000000", other: "0.000000", opening_balance: "0.000000" });
    expect(summary.profit).toBe(dec(deal.FactProfits).toFixed(6));
    expect(summary.fees).toBe(dec(deal.TradeFee).negated().toFixed(6));
    const balance = await expectLedgerBalanced(server, client.userId);
    expect(summary.closing_balance).toBe(dec(balance).toFixed(6));
    expect(runningTotal(summary).toFixed(6)).toBe(summary.closing_balance);
  });

  it("narrows to one instrument's deals and ledger rows, which no deposit or withdrawal belongs to", async () => {
    const eur = await statementOf(server, client.login.token, { ...WEEK, code: "EURUSD" });
    expect(eur.data.map((entry) => entry.id)).toEqual([deal.Id]);
    expect(eur.summary).toMatchObject({ deals: 1, deposits: "0.000000", withdrawals: "0.000000", profit: dec(deal.FactProfits).toFixed(6) });
    const gold = await statementOf(server, client.login.token, { ...WEEK, code: "XAUUSD" });
    expect(gold).toMatchObject({ data: [], total: 0, summary: { deals: 0, profit: "0.000000", fees: "0.000000" } });
  });

  it("shows nobody else's rows, and keeps a demo account's apart from the real one", async () => {
    const stranger = await openTrader(server);
    const theirs = await statementOf(server, stranger.token, WEEK);
    expect(theirs.data).toEqual([]);
    expect(theirs.summary).toMatchObject({ deals: 0, deposits: "0.000000", other: "100000.000000", closing_balance: "100000.000000" });
  });

  it("pages the entries", async () => {
    const second: StatementPage = await statementOf(server, client.login.token, { ...WEEK, page: 2 });
    expect(second).toMatchObject({ data: [], total: 3 });
  });

  it("exports the statement as a UTF-8 CSV with a BOM, in the caller's language, its totals the summary's", async () => {
    const { summary } = await statementOf(server, client.login.token, WEEK);
    const response = await statementCsvOf(server, client.login.token, WEEK, "fr");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="statement-${summary.first_day}-${summary.last_day}.csv"`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes).slice(1).split("\r\n");
    expect(lines[0]).toBe("Nature,Numéro,Heure,Produit,Sens,Nombre de lots,Prix d'ouverture,Prix de clôture,Frais (USD),Résultat (USD),Devise,Montant,Statut,Variation du solde (USD)");
    expect(lines[1]).toMatch(/^Dépôt,\d+,\d{4}-\d\d-\d\d \d\d:\d\d:\d\d,,,,,,,,USDT,1000\.00000000,Crédité,1000\.000000$/);
    expect(lines[2]).toContain(`Opération,${deal.Id},`);
    expect(lines[2]).toContain(",EURUSD,Achat,0.1,");
    expect(lines[3]).toMatch(/^Retrait,.*,En cours de vérification,-100\.000000$/);
    const totals = Object.fromEntries(lines.slice(5).filter(Boolean).map((line) => line.split(",")));
    expect(totals).toEqual({
      Période: `${summary.first_day} – ${summary.last_day}`,
      Opérations: "1",
      "Solde d'ouverture (USD)": summary.opening_balance,
      "Résultat (USD)": summary.profit,
      "Frais (USD)": summary.fees,
      "Frais de swap (USD)": summary.swaps,
      "Dépôts (USD)": summary.deposits,
      "Retraits (USD)": summary.withdrawals,
      "Autres (USD)": summary.other,
      "Solde de clôture (USD)": summary.closing_balance,
    });
  });

  const refusals: [string, string, RegExp][] = [
    ["a NUL in the time zone", "period=7d&tz=Europe%2FParis%00", /^Invalid value for tz$/],
    ["a time zone nobody has", "period=7d&tz=Mars%2FOlympus", /^This time zone is unknown; choose another one$/],
    ["an infinite page", "period=7d&tz=UTC&page=Infinity", /^Invalid value for page$/],
    ["a page past 32 bits", "period=7d&tz=UTC&page=99999999999", /^Invalid value for page$/],
    ["two time zones", "period=7d&tz=UTC&tz=Asia%2FTokyo", /^Invalid value for tz$/],
    ["a period it does not know", "period=forever&tz=UTC", /^Invalid value for period; use one of: today, 7d, 30d, custom$/],
    ["a custom range without its days", "period=custom&tz=UTC", /^Choose the first and last day of the range$/],
    ["a day that does not exist", "period=custom&tz=UTC&from=2026-02-30&to=2026-03-02", /^Choose the first and last day of the range$/],
    ["a reversed range", "period=custom&tz=UTC&from=2026-11-20&to=2026-11-01", /^The first day must not be after the last day$/],
    ["a range over a year", "period=custom&tz=UTC&from=2025-01-01&to=2026-01-02", /^A statement covers at most 366 days; choose a shorter range$/],
    ["an instrument nobody lists", "period=7d&tz=UTC&code=NOPE", /^No instrument with code NOPE$/],
    ["an instrument code with a NUL", "period=7d&tz=UTC&code=EUR%00USD", /^Invalid value for code$/],
  ];

  it.each(refusals)("refuses %s, for the list and the export alike", async (_name, query, message) => {
    // Only the list is paged: the export takes the whole period.
    for (const path of query.includes("page=") ? ["list"] : ["list", "csv"]) {
      const answer = await refusal(await getAs(server, `/v1/api/main/statement/${path}?${query}`, client.login.token));
      expect(answer.msg).toMatch(message);
      expect(answer.status).toBeGreaterThanOrEqual(400);
    }
  });

  it("refuses a megabyte of time zone, and says why in the caller's language", async () => {
    const huge = await refusal(await postForm(server, "/v1/api/main/statement/list", { period: "7d", tz: "A".repeat(1 << 20) }, client.login.token));
    expect(huge.status).toBeGreaterThanOrEqual(400);
    const reversed = await refusal(await getAs(server, "/v1/api/main/statement/list?period=custom&tz=UTC&from=2026-11-20&to=2026-11-01", client.login.token, "de"));
    expect(reversed.msg).toBe("Der erste Tag darf nicht nach dem letzten Tag liegen");
  });

  it("needs a session for the list and the export", async () => {
    expect((await getAs(server, "/v1/api/main/statement/csv?period=7d&tz=UTC")).status).toBe(401);
    expect((await getAs(server, "/v1/api/main/statement/list?period=7d&tz=UTC")).status).toBe(401);
  });
});
