import websocket from "@fastify/websocket";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { envelopeCodeOf } from "#domain/envelope.ts";
import { normalizeLanguage } from "#domain/locales.ts";
import { SOCKET_PATH } from "#domain/socket-protocol.ts";
import { ACK_TEXTS, sourceText } from "./ack-texts.ts";
import { DEFAULT_LIMITS } from "./limits.ts";
import type { Refusal, SocketAdmission } from "./socket-admission.ts";
import { createSocketGateway, type SocketGatewayDeps } from "./socket-gateway.ts";
import { registerTestHooks } from "./test-hooks.ts";

/** The gateway's own logger and clock come from fastify; the rest is the core's, and who may connect. */
export type GatewayDeps = Omit<SocketGatewayDeps, "log" | "clock"> & { admission: SocketAdmission };

/** What operators and tests may do with the live sockets. */
export interface GatewayControl {
  connections(): number;
  /** Closes every socket with 1012 "service restart"; clients reconnect. Returns how many. */
  dropAll(): number;
}

declare module "fastify" {
  interface FastifyInstance {
    gateway: GatewayControl;
  }
}

/** Serves the live feed on GET /v1/ws and decorates `app.gateway`. Call before `app.listen`. */
export async function registerGateway(app: FastifyInstance, deps: GatewayDeps): Promise<void> {
  const limits = { ...DEFAULT_LIMITS, ...deps.limits };
  const translate = deps.translate ?? sourceText;
  const gateway = createSocketGateway({ ...deps, limits, translate, log: app.log });

  await app.register(websocket, {
    options: { maxPayload: limits.maxPayloadBytes, perMessageDeflate: false },
    // Sockets are closed here, before the HTTP server waits for its connections to end.
    preClose: async () => gateway.shutdown(),
    errorHandler: (error, socket, request) => {
      // ws has already sent the matching close code (1009 for an oversized frame); only note it.
      request.log.warn({ err: error }, "socket error");
      if (socket.readyState === socket.OPEN) socket.close(1011, "internal error");
    },
  });
  app.addHook("onClose", async () => gateway.shutdown());
  app.decorate("gateway", { connections: gateway.connections, dropAll: gateway.dropAll } satisfies GatewayControl);

  // Checked before the upgrade (the rate is counted in the shared store), answered once it is done:
  // a browser sees no HTTP status of a refused upgrade, only a socket closed with a code and reason.
  const refusals = new WeakMap<FastifyRequest, Refusal>();
  app.route<{ Querystring: { lang?: string } }>({
    method: "GET",
    url: SOCKET_PATH,
    preValidation: async (request) => {
      if (request.headers.upgrade?.toLowerCase() !== "websocket") return;
      const refusal = await deps.admission.check(request.headers.origin, request.headers.host, request.ip);
      if (refusal) refusals.set(request, refusal);
    },
    handler: async (request, reply) => {
      const lang = normalizeLanguage(request.headers.lang as string | undefined);
      return reply.code(426).send({ code: envelopeCodeOf(426), msg: translate(lang, ACK_TEXTS.upgradeRequired) });
    },
    wsHandler: (socket, request) => {
      const held = refusals.get(request) ?? deps.admission.hold(request.ip);
      if (typeof held !== "function") return socket.close(held.code, held.reason);
      socket.once("close", held);
      gateway.accept(socket, normalizeLanguage(request.query.lang));
    },
  });

  if (process.env.PIPWISE_TEST_HOOKS === "1") registerTestHooks(app, translate);
}
