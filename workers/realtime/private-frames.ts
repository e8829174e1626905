import { TOPIC_FOREX_CLOSED, TOPIC_FOREX_TRADE, type PrivateMessage, type TopicMessage } from "#domain/socket-protocol.ts";
import type { LiveChannelMessage } from "./types.ts";

export const isPrivateTopic = (topic: string) => topic === TOPIC_FOREX_TRADE || topic === TOPIC_FOREX_CLOSED;

export const isPrivateFrame = (message: TopicMessage): message is PrivateMessage => isPrivateTopic(message.topic);

/** The user's order frame in a live-channel message, or null; quotes (hundreds a second) are not parsed. */
export function privateFrameOf(message: LiveChannelMessage): PrivateMessage | null {
  if (typeof message !== "string" || !(message.includes(TOPIC_FOREX_TRADE) || message.includes(TOPIC_FOREX_CLOSED))) return null;
  const frame = JSON.parse(message) as TopicMessage;
  return isPrivateFrame(frame) ? frame : null;
}
