/**
 * What the PWA and the server both say of what is typed for a deposit or a withdrawal: the PWA
 * before it sends, the server when it refuses. One text each, translated once in the PWA's
 * catalog, which the server's translator reads too. Plain descriptors with explicit ids, marked
 * for `lingui extract`, because no macro runs on the server.
 */
export const FUNDS_REFUSALS = {
  sentRequired: /*i18n*/ { id: "amount.sent_required", message: "Enter the amount you sent" },
  notPositive: /*i18n*/ { id: "amount.not_positive", message: "The amount must be more than zero" },
  tooPrecise: /*i18n*/ { id: "amount.too_precise", message: "The amount may have at most {decimals} decimals" },
  tooLarge: /*i18n*/ { id: "amount.too_large", message: "The amount may be at most {max}" },
  belowFee: /*i18n*/ { id: "amount.below_fee", message: "The amount must be more than the fee of {fee} USD" },
  aboveFree: /*i18n*/ { id: "amount.above_free", message: "You can withdraw at most {free} USD now" },
  addressRequired: /*i18n*/ { id: "withdraw.address_required", message: "Enter the address to withdraw to" },
};
