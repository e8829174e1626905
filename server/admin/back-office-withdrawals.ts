import type { WithdrawCurrencyInput } from "#domain/contract/back-office-withdraw.ts";
import { quantity, usdAmount } from "#domain/format/number-value.ts";
import type { LanguageCode } from "#domain/locales.ts";
import type { WithdrawStatus } from "#domain/withdraw.ts";
import { trimZeros } from "../funds/deposit-wire.ts";
import { WITHDRAW_STATUS_NAMES } from "../funds/withdrawals.ts";
import type { Translator } from "../i18n/translator.ts";
import { WITHDRAW_MESSAGES } from "../i18n/withdraw-messages.ts";
import type { UserTeller } from "../identity/tell-user.ts";
import type { Db } from "../store/db.ts";
import type { WithAccount } from "./deposit-reviews.ts";
import type { FundsConfig } from "./funds-config.ts";
import { createWithdrawReviews, type WithdrawDecision } from "./withdraw-reviews.ts";

interface Deps {
  db: Db;
  withAccount: WithAccount;
  tell: UserTeller;
  translator: Translator;
  funds: FundsConfig;
  now: () => Date;
  /** Withdrawals of more than this many USD need two different operators. */
  secondApprovalAbove: number;
}

/** The back office's withdrawal queue, its decisions (told to the user when they pay or refuse), and the withdraw currencies. */
export function createBackOfficeWithdrawals({ db, withAccount, tell, translator, funds, now, secondApprovalAbove }: Deps) {
  const reviews = createWithdrawReviews(db, withAccount, secondApprovalAbove);
  return {
    waitingWithdrawals: reviews.waiting,
    withdrawals: (status: WithdrawStatus, page: number, lang: LanguageCode) =>
      reviews.page(status, page, (shown) => translator.translate(lang, WITHDRAW_STATUS_NAMES[shown])),
    /** Returns what the decision did, so the operator is told whether a second approval is still needed. */
    async decideWithdrawal(operatorId: number, id: number, decision: WithdrawDecision) {
      const { outcome, row } = await reviews.decide(operatorId, id, decision, now());
      if (outcome === "first-approval") return outcome;
      const payout = { Number: trimZeros(row.number), Received: trimZeros(row.received), Currency: row.currencyCode };
      const values = { number: usdAmount(row.number), received: quantity(row.received), currency: row.currencyCode, reference: row.realNumber ?? "", reason: row.rejectReason ?? "" };
      const notice = { Notice: "review", Kind: "withdrawal", Status: row.status, Reason: row.rejectReason, Payout: payout } as const;
      const words =
        outcome === "paid"
          ? { subject: WITHDRAW_MESSAGES.withdrawPaidSubject, body: WITHDRAW_MESSAGES.withdrawPaidBody }
          : { subject: WITHDRAW_MESSAGES.withdrawRejectedSubject, body: WITHDRAW_MESSAGES.withdrawRejectedBody };
      tell(row.userId, { notice, lang: row.lang, ...words, values });
      return outcome;
    },
    withdrawCurrencies: funds.withdrawCurrencies,
    saveWithdrawCurrency: (operatorId: number, id: number | null, input: WithdrawCurrencyInput) => funds.saveWithdrawCurrency(operatorId, id, input, now()),
  };
}
