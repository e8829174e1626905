import type { MarketView } from "../market/market-view.ts";
import type { DomainError } from "../platform/domain-error.ts";
import type { AckText } from "./ack-texts.ts";
import type { ClientSession } from "./client-session.ts";
import type { Fanout } from "./fanout.ts";
import type { RevokedSessions } from "./revoked-sessions.ts";
import type { TopicIndex } from "./topic-index.ts";
import type { PrivateItem } from "#domain/socket-protocol.ts";
import type { PrivateTopic } from "./topics.ts";

/** The live session of a token: whose it is and which session, so a revocation can find the socket. */
export type Authenticate = (token: string) => Promise<{ userId: number; sessionId: number } | null>;
/** Current state of a user's private topic (open orders, recent closes); deltas follow it. */
export type PrivateSnapshot = <T extends PrivateTopic>(topic: T, userId: number) => Promise<PrivateItem<T>[]>;

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
  revoked: RevokedSessions;
  maxSubscriptions: number;
  clock: () => number;
  log: GatewayLog;
  ack(session: ClientSession, of: string, code: number, text: AckText, topic?: string): void;
  /** Answers `of` with a use case's refusal, in the socket's language. */
  refuse(session: ClientSession, of: string, error: DomainError): void;
  /** Tells the socket the server ended its login. */
  logout(session: ClientSession, text: AckText): void;
}
