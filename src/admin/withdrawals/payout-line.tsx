import { Trans } from "@lingui/react/macro";
import type { WithdrawReview } from "#domain/contract/back-office-withdraw.ts";

/** What the broker sends the user, at which price: "Send 99 USDT at 1 USDT per USD". */
export function PayoutLine({ withdrawal }: { withdrawal: WithdrawReview }) {
  const { received, usd_price: usdPrice } = withdrawal;
  const code = withdrawal.draw_currency.code;
  return (
    <p className="sum-line" data-testid="payout-line">
      <Trans>Send <bdi>{received}</bdi> <bdi>{code}</bdi> at <bdi>{usdPrice}</bdi> <bdi>{code}</bdi> per USD</Trans>
    </p>
  );
}
