import type { MessageDescriptor } from "@lingui/core";
import { FUNDS_REFUSALS } from "#domain/messages/funds-refusals.ts";

/** Texts of bound methods, withdrawals and their review, marked for `lingui extract`. */
export const WITHDRAW_MESSAGES = {
  currencyNotFound: /*i18n*/ { id: "server.withdraw_currency_not_found", message: "This withdrawal currency is not available; choose another one" },
  addressRequired: FUNDS_REFUSALS.addressRequired,
  addressInvalid: /*i18n*/ { id: "server.withdraw_address_invalid", message: "This is not a valid {currency} address on {network}; check it character by character" },
  networkUnsupported: /*i18n*/ { id: "server.withdraw_network_unsupported", message: "Addresses on {network} cannot be checked; choose a supported network" },
  bankFieldsRequired: /*i18n*/ { id: "server.bank_fields_required", message: "Enter the bank's name and address, the SWIFT code, the payee and the account" },
  swiftInvalid: /*i18n*/ { id: "server.swift_invalid", message: "This is not a valid SWIFT/BIC code" },
  ibanInvalid: /*i18n*/ { id: "server.iban_invalid", message: "This IBAN is not valid; check it character by character" },
  tooManyMethods: /*i18n*/ { id: "server.too_many_methods", message: "You can bind at most {count} withdrawal methods; delete one first" },
  methodBound: /*i18n*/ { id: "server.method_bound", message: "Withdrawal method added" },
  methodNotFound: /*i18n*/ { id: "server.method_not_found", message: "Wallet not bound: choose one of your withdrawal methods" },
  methodDeleted: /*i18n*/ { id: "server.method_deleted", message: "Withdrawal method deleted" },
  identityRequired: /*i18n*/ { id: "server.identity_required", message: "Verify your identity before you withdraw" },
  amountNotPositive: FUNDS_REFUSALS.notPositive,
  amountTooPrecise: FUNDS_REFUSALS.tooPrecise,
  amountBelowFee: FUNDS_REFUSALS.belowFee,
  amountAboveFree: FUNDS_REFUSALS.aboveFree,
  withdrawSent: /*i18n*/ { id: "server.withdraw_sent", message: "Withdrawal sent for review" },

  statusWaiting: /*i18n*/ { id: "server.withdraw_status_waiting", message: "Under review" },
  statusSecondApproval: /*i18n*/ { id: "server.withdraw_status_second", message: "Approved, waiting for a second check" },
  statusPaid: /*i18n*/ { id: "server.withdraw_status_paid", message: "Paid" },
  statusRejected: /*i18n*/ { id: "server.withdraw_status_rejected", message: "Rejected" },

  withdrawalNotFound: /*i18n*/ { id: "server.withdrawal_not_found", message: "No withdrawal {id}" },
  withdrawalNotWaiting: /*i18n*/ { id: "server.withdrawal_not_waiting", message: "This withdrawal has already been decided" },
  secondOperatorRequired: /*i18n*/ { id: "server.second_operator_required", message: "You approved this withdrawal already; a second, different operator must approve it" },
  payoutReferenceRequired: /*i18n*/ { id: "server.payout_reference_required", message: "Enter the reference of the payout (the transaction hash or bank reference)" },
  firstApproval: /*i18n*/ { id: "server.first_approval", message: "Approved; a second operator must approve it too" },
  paidOut: /*i18n*/ { id: "server.paid_out", message: "Marked as paid" },

  withdrawPaidSubject: /*i18n*/ { id: "server.withdraw_paid_subject", message: "Pipwise: your withdrawal is paid" },
  withdrawPaidBody: /*i18n*/ {
    id: "server.withdraw_paid_body",
    message: "Your withdrawal of {number} USD was paid: {received} {currency}, reference {reference}.",
  },
  withdrawRejectedSubject: /*i18n*/ { id: "server.withdraw_rejected_subject", message: "Pipwise: your withdrawal was refused" },
  withdrawRejectedBody: /*i18n*/ {
    id: "server.withdraw_rejected_body",
    message: "Your withdrawal of {number} USD was refused: {reason}. The amount is back in your balance.",
  },
} satisfies Record<string, MessageDescriptor>;
