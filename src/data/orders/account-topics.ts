import { subscribeKey } from "valtio/utils";
import { TOPIC_FOREX_CLOSED, TOPIC_FOREX_TRADE } from "#domain/socket-protocol.ts";
import { sessionState } from "#state/session.ts";
import { followOrdersOwner } from "./orders-feed.ts";

type Acquire = (topic: string) => () => void;

/**
 * While a user is signed in, this tab holds the user's order topics whatever page it shows: a stop
 * loss, take profit or stop-out close and a margin call are told in every open tab. A change of user
 * lets go of the last user's book (and its copy on the device). Returns the function that stops.
 */
export function holdAccountTopics(acquire: Acquire): () => void {
  let release: (() => void) | undefined;
  const follow = () => {
    release?.();
    release = undefined;
    followOrdersOwner();
    if (!sessionState.token) return;
    const held = [acquire(TOPIC_FOREX_TRADE), acquire(TOPIC_FOREX_CLOSED)];
    release = () => held.forEach((letGo) => letGo());
  };
  follow();
  const stop = subscribeKey(sessionState, "token", follow);
  return () => {
    stop();
    release?.();
  };
}
