import type { Bus } from "../bus.ts";
import type { MarketView } from "../market/market-view.ts";
import { CODE_SESSION_INVALID } from "#domain/envelope.ts";
import type { LanguageCode } from "#domain/locales.ts";
import { sourceText, type Translate } from "./ack-texts.ts";
import { ClientSession, type SocketWithEvents } from "./client-session.ts";
import { ackCodeOf } from "./domain-error-ack.ts";
import { Fanout } from "./fanout.ts";
import type { Authenticate, GatewayContext, GatewayLog, PrivateSnapshot } from "./gateway-context.ts";
import { DEFAULT_LIMITS, type GatewayLimits } from "./limits.ts";
import { RevokedSessions } from "./revoked-sessions.ts";
import { routeBus } from "./bus-routing.ts";
import { attachSession } from "./socket-reader.ts";
import { TopicIndex } from "./topic-index.ts";

export interface SocketGatewayDeps {
  bus: Bus;
  market: MarketView;
  authenticate: Authenticate;
  /** Ack texts in the socket's `lang`; English source texts when absent. */
  translate?: Translate;
  /** Snapshot of FOREX_TRADE / FOREX_CLOSED; an empty list when absent. */
  privateSnapshot?: PrivateSnapshot;
  limits?: Partial<GatewayLimits>;
  log?: GatewayLog;
  clock?: () => number;
  /** Hears how many frames went to clients, for the metrics: a count per flush of the fan-out, one for each other frame. */
  onFramesSent?: (count: number) => void;
}

export interface SocketGateway {
  accept(socket: SocketWithEvents, lang: LanguageCode): void;
  connections(): number;
  /** Closes every socket with 1012 "service restart" so clients reconnect; returns how many. */
  dropAll(): number;
  /** Closes every socket with 1001, leaves the bus and stops the timers. Idempotent. */
  shutdown(): void;
}

const SILENT_LOG: GatewayLog = { warn() {}, error() {} };

export function createSocketGateway(deps: SocketGatewayDeps): SocketGateway {
  const limits = { ...DEFAULT_LIMITS, ...deps.limits };
  const clock = deps.clock ?? Date.now;
  const translate = deps.translate ?? sourceText;
  const index = new TopicIndex();
  const fanout = new Fanout(index, limits, clock, deps.onFramesSent);
  const sessions = new Set<ClientSession>();
  const ctx: GatewayContext = {
    index,
    fanout,
    market: deps.market,
    authenticate: deps.authenticate,
    privateSnapshot: deps.privateSnapshot ?? (async () => []),
    revoked: new RevokedSessions(),
    maxSubscriptions: limits.maxSubscriptions,
    clock,
    log: deps.log ?? SILENT_LOG,
    ack(session, of, code, text, topic) {
      const msg = translate(session.lang, text);
      session.sendMessage(topic === undefined ? { type: "ack", of, code, msg } : { type: "ack", of, code, msg, topic });
    },
    refuse(session, of, error) {
      const msg = translate(session.lang, error.descriptor, error.values);
      session.sendMessage({ type: "ack", of, code: ackCodeOf(error), msg });
    },
    logout(session, text) {
      session.sendMessage({ type: "logout", code: CODE_SESSION_INVALID, msg: translate(session.lang, text) });
    },
  };
  const leaveBus = routeBus(deps.bus, ctx);
  // After a bus gap the clients may have missed order events or a revocation: they reconnect, log in
  // again and take fresh snapshots, as after any restart.
  const leaveGaps = deps.bus.onGap(() => {
    const dropped = closeAll(1012, "service restart");
    ctx.log.warn({ dropped }, "the bus had a gap: every socket was asked to reconnect");
  });
  const reaper = setInterval(() => closeIdle(), Math.max(1, Math.floor(limits.idleTimeoutMs / 3)));
  reaper.unref?.();
  let stopped = false;

  function detach(session: ClientSession): void {
    sessions.delete(session);
    index.remove(session);
    fanout.forget(session);
  }

  function closeAll(code: number, reason: string): number {
    const open = [...sessions];
    for (const session of open) {
      detach(session);
      session.close(code, reason);
    }
    return open.length;
  }

  function closeIdle(): void {
    ctx.revoked.prune(clock());
    const oldest = clock() - limits.idleTimeoutMs;
    for (const session of sessions) {
      if (session.lastSeen < oldest) {
        detach(session);
        session.close(1001, "idle timeout");
      }
    }
  }

  return {
    accept(socket, lang) {
      if (stopped) return socket.close(1001, "server shutting down");
      const session = new ClientSession(socket, lang, clock(), deps.onFramesSent);
      sessions.add(session);
      attachSession(ctx, session, socket, limits, () => detach(session));
    },
    connections: () => sessions.size,
    dropAll: () => closeAll(1012, "service restart"),
    shutdown() {
      if (stopped) return;
      stopped = true;
      clearInterval(reaper);
      leaveBus();
      leaveGaps();
      fanout.stop();
      closeAll(1001, "server shutting down");
    },
  };
}
