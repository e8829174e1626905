/**
 * The funds' data door (/mine/charge, /mine/withdraw, /mine/withdraw-way and the lists of bound
 * methods): the ways to deposit and withdraw, the user's records, and what is free to withdraw.
 * Apart from the market's door so that its code loads with those screens and never with home.
 */
export { useDepositChannels, useDepositWays, useWireBanks } from "./use-deposit-ways.ts";
export { useDepositRecords, type DepositRecords } from "./use-deposit-records.ts";
export { useDrawMethods, useWithdrawCurrencies, useWithdrawRecords, type WithdrawRecords } from "./use-withdraw-reads.ts";
export { useFreeToWithdraw } from "./use-free-to-withdraw.ts";
export { refreshAccount } from "../orders/use-account-figures.ts";
export type { Requested } from "../use-request.ts";
