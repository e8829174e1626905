import { Trans, useLingui } from "@lingui/react/macro";
import type { WithdrawReview } from "#domain/contract/back-office-withdraw.ts";
import { formatAmount } from "#domain/format/format-amount.ts";
import { RECEIVED_DECIMALS } from "#domain/withdraw.ts";

/** What the broker sends the user, at which price: "Send 99.00 USDT at 1.00 USDT per USD". */
export function PayoutLine({ withdrawal }: { withdrawal: WithdrawReview }) {
  const { i18n } = useLingui();
  const received = formatAmount(withdrawal.received, i18n.locale, RECEIVED_DECIMALS);
  const usdPrice = formatAmount(withdrawal.usd_price, i18n.locale, RECEIVED_DECIMALS);
  const code = withdrawal.draw_currency.code;
  return (
    <p className="sum-line" data-testid="payout-line">
      <Trans>Send <bdi>{received}</bdi> <bdi>{code}</bdi> at <bdi>{usdPrice}</bdi> <bdi>{code}</bdi> per USD</Trans>
    </p>
  );
}
