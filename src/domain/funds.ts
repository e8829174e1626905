/** Codes and limits of deposits (their states included); wire shapes are in contract/funds.ts. */

/** type of a deposit record: 0 by coin (a crypto chain), 1 by bank wire. */
export const DEPOSIT_COIN = 0;
export const DEPOSIT_WIRE = 1;
export type DepositType = typeof DEPOSIT_COIN | typeof DEPOSIT_WIRE;

/** status of a deposit record: 0 unchecked, 1 finished (credited), 2 rejected with a remark, 3 invalid. */
export const DEPOSIT_UNCHECKED = 0;
export const DEPOSIT_FINISHED = 1;
export const DEPOSIT_REJECTED = 2;
export const DEPOSIT_INVALID = 3;
export type DepositStatus = typeof DEPOSIT_UNCHECKED | typeof DEPOSIT_FINISHED | typeof DEPOSIT_REJECTED | typeof DEPOSIT_INVALID;

/** Most decimals a deposited amount or coin count may have (a bitcoin has 8). */
export const DEPOSIT_DECIMALS = 8;
/** Largest amount or coin count one deposit may declare. */
export const DEPOSIT_MAX = "1000000000";
/** How many of a user's deposits may wait for review at once: more is spam or a mistake, not money. */
export const DEPOSITS_WAITING_MAX = 10;
/** Decimals of the USD the balance is credited with (the ledger's scale). */
export const CREDIT_DECIMALS = 6;

/** A currency code as operators configure it: USDT, BTC, EUR. */
export const CURRENCY_CODE = "^[A-Z0-9]{2,12}$";
