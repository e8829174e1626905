/**
 * The data door of the withdrawal screens (/mine/withdraw, /mine/withdraw-way and the lists of
 * bound methods). Apart from the main facade so that their code loads with them and never with home.
 */
export { useDrawMethods, useWithdrawCurrencies, useWithdrawRecords, type WithdrawRecords } from "./use-withdraw-reads.ts";
export { useFreeToWithdraw } from "./use-free-to-withdraw.ts";
export { refreshAccount } from "./use-account-figures.ts";
export type { Requested } from "./use-request.ts";
