import { i18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { REVIEW_CERTIFIED, REVIEW_FORM } from "#domain/identity.ts";
import type { ReviewNotice } from "#domain/order.ts";
import { RECEIVED_DECIMALS, WITHDRAW_PAID, WITHDRAW_REJECTED } from "#domain/withdraw.ts";
import { formatAmount } from "#domain/format/format-amount.ts";
import type { ToastKind } from "#state/toasts.ts";

export interface NoticeToast {
  text: string;
  kind: ToastKind;
}

function identityToast({ Status, Reason }: ReviewNotice): NoticeToast | undefined {
  if (Status === REVIEW_CERTIFIED) return { text: i18n._(msg`Your identity is verified`), kind: "info" };
  if (Status !== REVIEW_FORM) return undefined;
  const reason = Reason?.trim();
  const text = reason ? i18n._(msg`Identity verification refused: ${reason}`) : i18n._(msg`Identity verification refused`);
  return { text, kind: "error" };
}

function withdrawalToast({ Status, Reason, Payout }: ReviewNotice): NoticeToast | undefined {
  if (!Payout) return undefined;
  const number = formatAmount(Payout.Number, i18n.locale);
  if (Status === WITHDRAW_PAID) {
    const received = formatAmount(Payout.Received, i18n.locale, RECEIVED_DECIMALS);
    const currency = Payout.Currency;
    return { text: i18n._(msg`Your withdrawal of ${number} USD is paid: ${received} ${currency}`), kind: "info" };
  }
  if (Status !== WITHDRAW_REJECTED) return undefined;
  const reason = Reason?.trim();
  const text = reason
    ? i18n._(msg`Your withdrawal of ${number} USD was refused: ${reason}. The amount is back in your balance.`)
    : i18n._(msg`Your withdrawal of ${number} USD was refused. The amount is back in your balance.`);
  return { text, kind: "error" };
}

/**
 * What an operator's decision says in the tab. Each kind of record has its own status codes (a paid
 * withdrawal's is a verified identity's number), so the kind picks the words. A deposit's decision
 * shows on its own record when the page reads it again.
 */
export function reviewToast(notice: ReviewNotice): NoticeToast | undefined {
  if (notice.Kind === "real-name") return identityToast(notice);
  if (notice.Kind === "withdrawal") return withdrawalToast(notice);
  return undefined;
}
