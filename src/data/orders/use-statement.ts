import { useCallback, useEffect, useRef, useState } from "react";
import { statementPage } from "#api/reads/statement.ts";
import type { StatementEntry, StatementQuery, StatementSummary } from "#domain/contract/statement.ts";
import { usePaged, type Paged } from "../use-paged.ts";

export interface Statement {
  entries: Paged<StatementEntry>;
  /** The summary of the filter shown; undefined until its first page answered. */
  summary: StatementSummary | undefined;
}

/** The account statement for `query`, a page at a time; a new query reads it again from the first page. */
export function useStatement(query: StatementQuery): Statement {
  const key = JSON.stringify(query);
  const [summary, setSummary] = useState<{ key: string; summary: StatementSummary }>();
  const asked = useRef(key);
  useEffect(() => {
    asked.current = key;
  }, [key]);
  const load = useCallback(
    async (page: number) => {
      const answer = await statementPage({ ...(JSON.parse(key) as StatementQuery), page });
      // A late answer for a filter no longer shown must not show its summary.
      if (page === 1 && asked.current === key) setSummary({ key, summary: answer.summary });
      return answer;
    },
    [key],
  );
  return { entries: usePaged(load), summary: summary?.key === key ? summary.summary : undefined };
}
