import type { Bus } from "../bus.ts";
import { TOPIC_FOREX_CLOSED, TOPIC_FOREX_TRADE, type PrivateItem } from "#domain/socket-protocol.ts";
import type { GatewayContext } from "./gateway-context.ts";
import { endRevokedLogins } from "./revocations.ts";
import { PRIVATE_CHANNELS, type PrivateTopic } from "./topics.ts";

/**
 * One bus subscription per channel for the whole gateway; the topic index fans each event out.
 * Returns the function that leaves the bus.
 */
export function routeBus(bus: Bus, ctx: GatewayContext): () => void {
  const leave = [
    bus.subscribe("quotes", (quotes) => ctx.fanout.addQuotes(quotes)),
    bus.subscribe("kline", (kline) => ctx.fanout.addKline(kline.code, kline.candles)),
    bus.subscribe(PRIVATE_CHANNELS[TOPIC_FOREX_TRADE], (event) => routePrivate(ctx, TOPIC_FOREX_TRADE, event)),
    bus.subscribe(PRIVATE_CHANNELS[TOPIC_FOREX_CLOSED], (event) => routePrivate(ctx, TOPIC_FOREX_CLOSED, event)),
    bus.subscribe("session-revoked", (revoked) => endRevokedLogins(ctx, revoked)),
  ];
  return () => leave.forEach((unsubscribe) => unsubscribe());
}

function routePrivate<T extends PrivateTopic>(ctx: GatewayContext, topic: T, event: { userId: number; data: PrivateItem<T> }): void {
  for (const session of ctx.index.sessionsOf(event.userId)) {
    if (session.subscriptions.has(topic)) ctx.fanout.addFor(session, topic, { kind: "private", items: [event.data] });
  }
}
