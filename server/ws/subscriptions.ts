import { CODE_BAD_REQUEST, CODE_NOT_FOUND, CODE_OK, CODE_SESSION_INVALID, CODE_TOO_MANY } from "#domain/envelope.ts";
import { ACK_TEXTS } from "./ack-texts.ts";
import type { ClientSession } from "./client-session.ts";
import { encodeTopicFrame } from "./frames.ts";
import type { GatewayContext } from "./gateway-context.ts";
import { isPrivateTopic, parseTopic, type ParsedTopic, type PrivateTopic } from "./topics.ts";

/** sub: ack, then a snapshot frame; deltas follow through the fan-out. A repeated sub re-snapshots. */
export async function subscribe(ctx: GatewayContext, session: ClientSession, topic: string): Promise<void> {
  const parsed = parseTopic(topic);
  if (!parsed) return ctx.ack(session, "sub", CODE_BAD_REQUEST, ACK_TEXTS.unknownTopic, topic);
  if (parsed.kind === "private" && session.userId === undefined) {
    return ctx.ack(session, "sub", CODE_SESSION_INVALID, ACK_TEXTS.loginRequired, topic);
  }
  if (parsed.kind === "kline" && !ctx.market.hasInstrument(parsed.code)) {
    return ctx.ack(session, "sub", CODE_NOT_FOUND, ACK_TEXTS.unknownInstrument, topic);
  }
  if (!session.subscriptions.has(topic) && session.subscriptions.size >= ctx.maxSubscriptions) {
    return ctx.ack(session, "sub", CODE_TOO_MANY, ACK_TEXTS.tooManySubscriptions, topic);
  }
  ctx.index.subscribe(session, topic);
  ctx.ack(session, "sub", CODE_OK, ACK_TEXTS.subscribed, topic);
  if (parsed.kind === "private") await sendPrivateSnapshot(ctx, session, parsed.topic, session.userId!);
  else session.sendFrame(encodeTopicFrame(topic, ctx.clock(), publicSnapshot(ctx, parsed), true));
}

export function unsubscribe(ctx: GatewayContext, session: ClientSession, topic: string): void {
  if (!parseTopic(topic)) return ctx.ack(session, "unsub", CODE_BAD_REQUEST, ACK_TEXTS.unknownTopic, topic);
  ctx.index.unsubscribe(session, topic);
  ctx.ack(session, "unsub", CODE_OK, ACK_TEXTS.unsubscribed, topic);
}

/** On logout or a change of user the private topics no longer belong to this socket. */
export function dropPrivateTopics(ctx: GatewayContext, session: ClientSession): void {
  for (const topic of [...session.subscriptions]) if (isPrivateTopic(topic)) ctx.index.unsubscribe(session, topic);
}

function publicSnapshot(ctx: GatewayContext, parsed: Exclude<ParsedTopic, { kind: "private" }>): unknown {
  if (parsed.kind === "day-market") return ctx.market.quotes();
  return { code: parsed.code, candles: ctx.market.forming(parsed.code) ?? {} };
}

/**
 * The topic is indexed before the snapshot is read so no order event is lost in between; events
 * that arrive meanwhile wait in the backlog and go out after the snapshot.
 */
async function sendPrivateSnapshot(ctx: GatewayContext, session: ClientSession, topic: PrivateTopic, userId: number) {
  session.awaitingSnapshot.add(topic);
  try {
    const data = await ctx.privateSnapshot(topic, userId);
    if (session.subscriptions.has(topic) && session.userId === userId) {
      session.sendFrame(encodeTopicFrame(topic, ctx.clock(), data, true));
    }
  } finally {
    session.awaitingSnapshot.delete(topic);
    ctx.fanout.release(session);
  }
}
