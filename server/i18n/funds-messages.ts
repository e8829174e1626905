import type { MessageDescriptor } from "@lingui/core";
import { FUNDS_REFUSALS } from "#domain/messages/funds-refusals.ts";

/** Texts of deposits, their configuration and their review, marked for `lingui extract`. */
export const FUNDS_MESSAGES = {
  amountRequired: FUNDS_REFUSALS.sentRequired,
  amountNotPositive: FUNDS_REFUSALS.notPositive,
  amountTooPrecise: FUNDS_REFUSALS.tooPrecise,
  amountTooLarge: FUNDS_REFUSALS.tooLarge,
  channelNotFound: /*i18n*/ { id: "server.deposit_channel_not_found", message: "This deposit channel is closed; choose another one" },
  channelAddressChanged: /*i18n*/ {
    id: "server.deposit_address_changed",
    message: "The deposit address has changed; check the new address before you send",
  },
  wireBankNotFound: /*i18n*/ { id: "server.wire_bank_not_found", message: "No pay way: this bank account is not available; choose another one" },
  proofUsed: /*i18n*/ { id: "server.deposit_proof_used", message: "This proof was already sent with another deposit; upload the proof of this one" },
  tooManyWaiting: /*i18n*/ { id: "server.deposits_waiting_max", message: "You have {count} deposits waiting for review; send another once one of them is reviewed" },
  depositSent: /*i18n*/ { id: "server.deposit_sent", message: "Deposit sent for review" },

  depositNotFound: /*i18n*/ { id: "server.deposit_not_found", message: "No deposit {id}" },
  depositNotWaiting: /*i18n*/ { id: "server.deposit_not_waiting", message: "This deposit has already been decided" },
  remarkRequired: /*i18n*/ { id: "server.remark_required", message: "Write the remark the user will be shown" },
  markedInvalid: /*i18n*/ { id: "server.marked_invalid", message: "Marked invalid" },
  saved: /*i18n*/ { id: "server.saved", message: "Saved" },
  channelMissing: /*i18n*/ { id: "server.channel_missing", message: "No deposit channel {id}" },
  wireBankMissing: /*i18n*/ { id: "server.wire_bank_missing", message: "No wire bank account {id}" },
  priceNotPositive: /*i18n*/ { id: "server.price_not_positive", message: "The USD price must be more than zero" },

  depositApprovedSubject: /*i18n*/ { id: "server.deposit_approved_subject", message: "Pipwise: your deposit is credited" },
  depositApprovedBody: /*i18n*/ {
    id: "server.deposit_approved_body",
    message: "Your deposit of {number} {currency} is credited: {credit} USD was added to your balance.",
  },
  depositRejectedSubject: /*i18n*/ { id: "server.deposit_rejected_subject", message: "Pipwise: your deposit was refused" },
  depositRejectedBody: /*i18n*/ { id: "server.deposit_rejected_body", message: "Your deposit of {number} {currency} was refused: {remark}" },
  depositInvalidSubject: /*i18n*/ { id: "server.deposit_invalid_subject", message: "Pipwise: your deposit was marked invalid" },
  depositInvalidBody: /*i18n*/ {
    id: "server.deposit_invalid_body",
    message: "Your deposit of {number} {currency} was marked invalid. Contact support if you sent this money.",
  },
} satisfies Record<string, MessageDescriptor>;
