import { CODE_OK, CODE_SERVER_ERROR, CODE_SESSION_INVALID } from "#domain/envelope.ts";
import type { ClientMessage } from "#domain/socket-protocol.ts";
import { DomainError } from "../platform/domain-error.ts";
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
      setIdentity(ctx, session, undefined);
      return ctx.ack(session, "logout", CODE_OK, ACK_TEXTS.loggedOut);
  }
}

async function login(ctx: GatewayContext, session: ClientSession, token: string): Promise<void> {
  let identity: Identity | null;
  try {
    identity = await ctx.authenticate(token);
  } catch (err) {
    if (err instanceof DomainError) return ctx.refuse(session, "login", err);
    ctx.log.error({ err }, "socket login could not be verified");
    return ctx.ack(session, "login", CODE_SERVER_ERROR, ACK_TEXTS.authUnavailable);
  }
  // A revocation announced while the lookup ran (or before its transaction committed) wins.
  if (identity && ctx.revoked.has(identity.sessionId)) identity = null;
  // A refused token also ends any earlier login: the socket is never left speaking for a token the client replaced.
  setIdentity(ctx, session, identity ?? undefined);
  if (!identity) return ctx.ack(session, "login", CODE_SESSION_INVALID, ACK_TEXTS.sessionInvalid);
  ctx.ack(session, "login", CODE_OK, ACK_TEXTS.loggedIn);
}

type Identity = NonNullable<Awaited<ReturnType<GatewayContext["authenticate"]>>>;

/** Who the socket speaks for; a change of user drops the private topics of the one before. */
export function setIdentity(ctx: GatewayContext, session: ClientSession, identity: Identity | undefined): void {
  session.sessionId = identity?.sessionId;
  if (session.userId === identity?.userId) return;
  dropPrivateTopics(ctx, session);
  ctx.index.setUser(session, identity?.userId);
}
