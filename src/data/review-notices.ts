import { proxy } from "valtio";
import type { AccountNotice, ReviewNotice } from "../domain/order.ts";

/**
 * How many operator decisions on each kind of record this tab has heard of. A view showing such a
 * record reads it again when its count moves; every tab gets each FOREX_TRADE frame, so all follow.
 */
export const reviewDecisions = proxy<Record<ReviewNotice["Kind"], number>>({ "real-name": 0 });

export function noteReviews(notices: readonly AccountNotice[]): void {
  for (const notice of notices) if (notice.Notice === "review") reviewDecisions[notice.Kind] += 1;
}
