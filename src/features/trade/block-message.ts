import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { TradeBlock } from "./trade-block.ts";

/** The reason shown under disabled buy and sell buttons. */
export const BLOCK_MESSAGES: Record<TradeBlock, MessageDescriptor> = {
  "no-leverage": msg`No leverage configured: an order cannot be placed for now`,
  offline: msg`You are offline: trading resumes when the connection is back`,
  "market-closed": msg`The market is closed`,
  "stale-prices": msg`Prices are not updating: trading resumes with the next price`,
};
