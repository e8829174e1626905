import { proxy } from "valtio";
import type { AccountNotice, ReviewNotice } from "#domain/order.ts";

/**
 * How many operator decisions on each kind of record this tab has heard of. A view showing such a
 * record reads it again when its count moves; every tab gets each FOREX_TRADE frame, so all follow.
 */
export const reviewDecisions = proxy<Record<ReviewNotice["Kind"], number>>({ "real-name": 0, deposit: 0, withdrawal: 0 });

export function noteReviews(notices: readonly AccountNotice[]): void {
  for (const notice of notices) if (notice.Notice === "review") reviewDecisions[notice.Kind] += 1;
}

/**
 * A FOREX_TRADE snapshot follows every (re)subscription, after a reconnect too: a decision taken
 * while the socket was away sent its notice to nobody, so every record is read again.
 */
export function noteResubscribed(): void {
  for (const kind of Object.keys(reviewDecisions) as ReviewNotice["Kind"][]) reviewDecisions[kind] += 1;
}
