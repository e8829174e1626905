import type { MessageDescriptor } from "@lingui/core";

/**
 * Why a balance changed: the key is stored in each account log row and translated when the log
 * is shown.
 */
export const LEDGER_MEMOS = {
  demo_opening: /*i18n*/ { id: "ledger.demo_opening", message: "Demo account opened" },
  demo_reset: /*i18n*/ { id: "ledger.demo_reset", message: "Demo account reset" },
  trade_fee: /*i18n*/ { id: "ledger.trade_fee", message: "Trading fee" },
  trade_profit: /*i18n*/ { id: "ledger.trade_profit", message: "Trade profit" },
  trade_loss: /*i18n*/ { id: "ledger.trade_loss", message: "Trade loss" },
  deposit: /*i18n*/ { id: "ledger.deposit", message: "Deposit" },
  withdraw_lock: /*i18n*/ { id: "ledger.withdraw_lock", message: "Withdrawal requested" },
  withdraw_paid: /*i18n*/ { id: "ledger.withdraw_paid", message: "Withdrawal paid out" },
  withdraw_returned: /*i18n*/ { id: "ledger.withdraw_returned", message: "Withdrawal returned" },
  swap: /*i18n*/ { id: "ledger.swap", message: "Overnight swap" },
  negative_balance_reset: /*i18n*/ { id: "ledger.negative_balance_reset", message: "Negative balance reset to zero" },
} satisfies Record<string, MessageDescriptor>;

export type LedgerMemo = keyof typeof LEDGER_MEMOS;
