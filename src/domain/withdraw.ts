/** What a withdrawal is: its kinds, networks and states. The money it moves is in withdraw-amounts.ts. */

/** The received amount is in the withdraw currency: up to 8 decimals (a bitcoin's). */
export const RECEIVED_DECIMALS = 8;

/** type of a withdraw currency, a bound method and a withdrawal: 1 a crypto address, 2 a bank account. */
export const WITHDRAW_CRYPTO = 1;
export const WITHDRAW_BANK = 2;
export type WithdrawType = typeof WITHDRAW_CRYPTO | typeof WITHDRAW_BANK;

/** The networks a crypto withdraw currency may be on: the ones whose addresses the server can check. */
export const WITHDRAW_NETWORKS = ["TRC20", "ERC20", "BEP20", "Polygon", "Arbitrum", "Bitcoin", "Litecoin", "Solana"] as const;
export type WithdrawNetwork = (typeof WITHDRAW_NETWORKS)[number];

/**
 * status of a withdrawal: 0 waiting for an operator; 1 approved once, waiting for a second operator
 * (above the configured amount); 2 paid out; 3 rejected (the amount went back to the balance).
 */
export const WITHDRAW_WAITING = 0;
export const WITHDRAW_SECOND_APPROVAL = 1;
export const WITHDRAW_PAID = 2;
export const WITHDRAW_REJECTED = 3;
export type WithdrawStatus = typeof WITHDRAW_WAITING | typeof WITHDRAW_SECOND_APPROVAL | typeof WITHDRAW_PAID | typeof WITHDRAW_REJECTED;
