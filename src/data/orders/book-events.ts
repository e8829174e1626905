import { isAccountNotice, type AccountNotice, type ClosedOrder } from "#domain/order.ts";
import { TOPIC_FOREX_TRADE, type PrivateMessage } from "#domain/socket-protocol.ts";

/** What one frame tells that the user should hear about. */
export interface BookEvents {
  /** Orders that closed or were cancelled (never those of a snapshot, which repeats the recent ones). */
  closed: ClosedOrder[];
  notices: AccountNotice[];
}

export function bookEvents(frame: PrivateMessage): BookEvents {
  if (frame.snapshot === true) return { closed: [], notices: [] };
  if (frame.topic === TOPIC_FOREX_TRADE) return { closed: [], notices: frame.data.filter(isAccountNotice) };
  return { closed: frame.data, notices: [] };
}
