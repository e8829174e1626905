import { eq } from "drizzle-orm";
import { STATEMENT_PAGE_SIZE, type StatementEntry, type StatementPage, type StatementPageQuery, type StatementQuery } from "#domain/contract/statement.ts";
import type { LanguageCode } from "#domain/locales.ts";
import { MAX_RANGE_DAYS, statementSpan, type PeriodProblem, type Span } from "#domain/statement/period.ts";
import type { Translator } from "../i18n/translator.ts";
import { STATEMENT_MESSAGES } from "../i18n/statement-messages.ts";
import type { Clock } from "../platform/clock.ts";
import { DomainError } from "../platform/domain-error.ts";
import type { Db } from "../store/db.ts";
import { instruments } from "../store/schema.ts";
import { statementCsv, type StatementCsv } from "./statement-csv.ts";
import { statementEntries, type StatementScope, type StoredEntry } from "./statement-entries.ts";
import { statusText } from "./statement-statuses.ts";
import { statementSummary } from "./statement-summary.ts";

const PROBLEMS: Record<PeriodProblem, DomainError> = {
  "bad-zone": new DomainError("invalid", STATEMENT_MESSAGES.badZone),
  "bad-day": new DomainError("invalid", STATEMENT_MESSAGES.badDay),
  reversed: new DomainError("invalid", STATEMENT_MESSAGES.reversed),
  "too-long": new DomainError("invalid", STATEMENT_MESSAGES.tooLong, { days: MAX_RANGE_DAYS }),
};

export interface StatementDeps {
  db: Db;
  clock: Clock;
  translator: Translator;
}

/**
 * The account statement of one user: the caller's own rows only (a demo account is a user of its
 * own, so demo and real never mix), over whole days of their time zone.
 */
export function createStatement({ db, clock, translator }: StatementDeps) {
  const entries = statementEntries(db);
  const wordedIn = (lang: LanguageCode) => (entry: StoredEntry): StatementEntry => ({ ...entry, status_text: statusText(translator, lang, entry) });
  async function* wordedAll(stored: AsyncIterable<StoredEntry>, lang: LanguageCode): AsyncGenerator<StatementEntry> {
    const worded = wordedIn(lang);
    for await (const entry of stored) yield worded(entry);
  }

  async function scopeOf(userId: number, query: StatementQuery): Promise<{ scope: StatementScope; span: Span }> {
    const span = statementSpan(query, clock.now());
    if (typeof span === "string") throw PROBLEMS[span];
    const scope: StatementScope = { userId, start: span.start, end: span.end };
    if (query.code === undefined) return { scope, span };
    const [instrument] = await db.select({ id: instruments.id }).from(instruments).where(eq(instruments.code, query.code));
    if (!instrument) throw new DomainError("not-found", STATEMENT_MESSAGES.unknownCode, { code: query.code });
    return { scope: { ...scope, instrumentId: instrument.id }, span };
  }

  return {
    async page(userId: number, lang: LanguageCode, { page = 1, ...query }: StatementPageQuery): Promise<StatementPage> {
      const { scope, span } = await scopeOf(userId, query);
      const [stored, total, summary] = await Promise.all([
        entries.page(scope, STATEMENT_PAGE_SIZE, (page - 1) * STATEMENT_PAGE_SIZE),
        entries.count(scope),
        statementSummary(db, scope, span),
      ]);
      return { data: stored.map(wordedIn(lang)), total, summary };
    },

    /** The whole statement as CSV in `lang`, checked before the first byte is sent. */
    async csv(userId: number, lang: LanguageCode, query: StatementQuery): Promise<StatementCsv> {
      const { scope, span } = await scopeOf(userId, query);
      const summary = await statementSummary(db, scope, span);
      return statementCsv({ translator, lang, zone: query.tz, summary, entries: wordedAll(entries.oldestFirst(scope), lang) });
    },
  };
}

export type Statement = ReturnType<typeof createStatement>;
