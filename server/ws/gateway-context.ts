import type { MarketView } from "../market/market-view.ts";
import type { AckText } from "./ack-texts.ts";
import type { ClientSession } from "./client-session.ts";
import type { Fanout } from "./fanout.ts";
import type { TopicIndex } from "./topic-index.ts";
import type { PrivateTopic } from "./topics.ts";

export type Authenticate = (token: string) => Promise<{ userId: number } | null>;
/** Current state of a user's private topic (open orders, recent closes); deltas follow it. */
export type PrivateSnapshot = (topic: PrivateTopic, userId: number) => Promise<unknown>;

export interface GatewayLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** What the command handlers share: the indexes, the feed and how to answer a client. */
export interface GatewayContext {
  index: TopicIndex;
  fanout: Fanout;
  market: MarketView;
  authenticate: Authenticate;
  privateSnapshot: PrivateSnapshot;
  maxSubscriptions: number;
  clock: () => number;
  log: GatewayLog;
  ack(session: ClientSession, of: string, code: number, text: AckText, topic?: string): void;
}
