import type { MessageDescriptor } from "@lingui/core";

/**
 * Why a balance changed: the key is stored in each account log row and translated when the log
 * is shown. Later issues add their own (deposit, withdrawal, fee, profit…).
 */
export const LEDGER_MEMOS = {
  demo_opening: /*i18n*/ { id: "ledger.demo_opening", message: "Demo account opened" },
  demo_reset: /*i18n*/ { id: "ledger.demo_reset", message: "Demo account reset" },
} satisfies Record<string, MessageDescriptor>;

export type LedgerMemo = keyof typeof LEDGER_MEMOS;
