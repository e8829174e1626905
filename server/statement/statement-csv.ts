import type { MessageDescriptor } from "@lingui/core";
import type { StatementEntry, StatementKind, StatementSummary } from "#domain/contract/statement.ts";
import type { LanguageCode } from "#domain/locales.ts";
import { ORDER_BUY } from "#domain/order.ts";
import type { Translator } from "../i18n/translator.ts";
import { STATEMENT_MESSAGES as M } from "../i18n/statement-messages.ts";
import { csvLine, UTF8_BOM } from "./csv-cells.ts";

export interface StatementCsv {
  fileName: string;
  /** The file's text, a piece at a time: the BOM and headers, a line per entry, then the summary. */
  chunks: AsyncIterable<string>;
}

const COLUMNS = [M.columnKind, M.columnNumber, M.columnTime, M.columnInstrument, M.columnSide, M.columnLots, M.columnOpenPrice, M.columnClosePrice, M.columnFee, M.columnProfit, M.columnCurrency, M.columnAmount, M.columnStatus, M.columnUsd];

const KINDS: Record<StatementKind, MessageDescriptor> = { deal: M.kindDeal, deposit: M.kindDeposit, withdrawal: M.kindWithdrawal };

/** The summary's lines under the entries, in the order the screen shows them. */
const SUMMARY_ROWS: readonly [MessageDescriptor, keyof StatementSummary][] = [
  [M.deals, "deals"],
  [M.openingBalance, "opening_balance"],
  [M.profit, "profit"],
  [M.fees, "fees"],
  [M.swaps, "swaps"],
  [M.deposits, "deposits"],
  [M.withdrawals, "withdrawals"],
  [M.other, "other"],
  [M.closingBalance, "closing_balance"],
];

/** "2026-11-27 14:03:09" on the user's wall clock. */
const timeIn = (zone: string) => {
  const format = new Intl.DateTimeFormat("sv-SE", { timeZone: zone, year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit" });
  return (iso: string) => format.format(new Date(iso));
};

interface CsvInput {
  translator: Translator;
  lang: LanguageCode;
  zone: string;
  summary: StatementSummary;
  entries: AsyncIterable<StatementEntry>;
}

/** The statement as a spreadsheet reads it, headers and labels in `lang`, amounts as plain decimals. */
export function statementCsv({ translator, lang, zone, summary, entries }: CsvInput): StatementCsv {
  const say = (descriptor: MessageDescriptor) => translator.translate(lang, descriptor);
  const time = timeIn(zone);
  const side = (entry: StatementEntry) => (entry.direction === null ? "" : say(entry.direction === ORDER_BUY ? M.sideBuy : M.sideSell));
  const row = (entry: StatementEntry) =>
    csvLine([
      say(KINDS[entry.kind]),
      String(entry.id),
      time(entry.at),
      entry.code ?? "",
      side(entry),
      entry.lots ?? "",
      entry.open_price ?? "",
      entry.close_price ?? "",
      entry.fee ?? "",
      entry.profit ?? "",
      entry.currency ?? "",
      entry.amount ?? "",
      entry.status_text,
      entry.usd ?? "",
    ]);

  async function* chunks(): AsyncGenerator<string> {
    yield UTF8_BOM + csvLine(COLUMNS.map(say));
    for await (const entry of entries) yield row(entry);
    yield "\r\n";
    yield csvLine([say(M.period), `${summary.first_day} – ${summary.last_day}`]);
    for (const [label, key] of SUMMARY_ROWS) yield csvLine([say(label), String(summary[key])]);
  }
  return { fileName: `statement-${summary.first_day}-${summary.last_day}.csv`, chunks: chunks() };
}
