import { CODE_OK, CODE_SERVER_ERROR, CODE_SESSION_INVALID } from "../../src/domain/envelope.ts";
import type { ClientMessage } from "../../src/domain/socket-protocol.ts";
import { ACK_TEXTS } from "./ack-texts.ts";
import type { ClientSession } from "./client-session.ts";
import type { GatewayContext } from "./gateway-context.ts";
import { dropPrivateTopics, subscribe, unsubscribe } from "./subscriptions.ts";

/** Carries out one validated client message. Calls for one session run one after another. */
export async function runCommand(ctx: GatewayContext, session: ClientSession, message: ClientMessage): Promise<void> {
  switch (message.type) {
    case "ping":
      return session.sendMessage({ type: "pong", ts: message.ts });
    case "sub":
      return subscribe(ctx, session, message.topic);
    case "unsub":
      return unsubscribe(ctx, session, message.topic);
    case "login":
      return login(ctx, session, message.token);
    case "logout":
      setUser(ctx, session, undefined);
      return ctx.ack(session, "logout", CODE_OK, ACK_TEXTS.loggedOut);
  }
}

async function login(ctx: GatewayContext, session: ClientSession, token: string): Promise<void> {
  let identity: { userId: number } | null;
  try {
    identity = await ctx.authenticate(token);
  } catch (err) {
    ctx.log.error({ err }, "socket login could not be verified");
    return ctx.ack(session, "login", CODE_SERVER_ERROR, ACK_TEXTS.authUnavailable);
  }
  // A refused token also ends any earlier login: the socket is never left speaking for a token the client replaced.
  setUser(ctx, session, identity?.userId);
  if (!identity) return ctx.ack(session, "login", CODE_SESSION_INVALID, ACK_TEXTS.sessionInvalid);
  ctx.ack(session, "login", CODE_OK, ACK_TEXTS.loggedIn);
}

function setUser(ctx: GatewayContext, session: ClientSession, userId: number | undefined): void {
  if (session.userId === userId) return;
  dropPrivateTopics(ctx, session);
  ctx.index.setUser(session, userId);
}
