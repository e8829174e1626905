/**
 * The data door of the deposit screen (/mine/charge): the ways to deposit and the user's records.
 * Apart from the main facade so that its code loads with that screen and never with home.
 */
export { useDepositChannels, useDepositWays, useWireBanks } from "./use-deposit-ways.ts";
export { useDepositRecords, type DepositRecords } from "./use-deposit-records.ts";
export type { Requested } from "./use-request.ts";
