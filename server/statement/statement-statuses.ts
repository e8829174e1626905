import type { MessageDescriptor } from "@lingui/core";
import type { StatementEntry } from "#domain/contract/statement.ts";
import { DEPOSIT_FINISHED, DEPOSIT_INVALID, DEPOSIT_REJECTED, DEPOSIT_UNCHECKED } from "#domain/funds.ts";
import type { LanguageCode } from "#domain/locales.ts";
import { WITHDRAW_STATUS_NAMES } from "../funds/withdrawals.ts";
import { STATEMENT_MESSAGES as M } from "../i18n/statement-messages.ts";
import type { Translator } from "../i18n/translator.ts";

const DEPOSIT_STATUS: Record<number, MessageDescriptor> = {
  [DEPOSIT_UNCHECKED]: M.depositWaiting,
  [DEPOSIT_FINISHED]: M.depositCredited,
  [DEPOSIT_REJECTED]: M.depositRejected,
  [DEPOSIT_INVALID]: M.depositInvalid,
};
const WITHDRAW_STATUS: Record<number, MessageDescriptor> = WITHDRAW_STATUS_NAMES;

/** A deposit's or withdrawal's status in `lang`, as the funds pages word it; "" for a deal. */
export function statusText(translator: Translator, lang: LanguageCode, entry: Pick<StatementEntry, "kind" | "status">): string {
  if (entry.status === null) return "";
  const name = (entry.kind === "deposit" ? DEPOSIT_STATUS : WITHDRAW_STATUS)[entry.status];
  return name ? translator.translate(lang, name) : "";
}
