import websocket from "@fastify/websocket";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { envelopeCodeOf } from "#domain/envelope.ts";
import { normalizeLanguage } from "#domain/locales.ts";
import { SOCKET_PATH } from "#domain/socket-protocol.ts";
import { ACK_TEXTS, sourceText } from "./ack-texts.ts";
import { DEFAULT_LIMITS } from "./limits.ts";
import type { HeldSlot } from "../platform/held-slots.ts";
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

  // Checked before the upgrade (the rate counted and the socket's slot reserved in the shared
  // stores), answered once it is done: a browser sees no HTTP status of a refused upgrade, only a
  // socket closed with a code and reason.
  const admitted = new WeakMap<FastifyRequest, Refusal | HeldSlot>();
  app.route<{ Querystring: { lang?: string } }>({
    method: "GET",
    url: SOCKET_PATH,
    preValidation: async (request) => {
      if (request.headers.upgrade?.toLowerCase() !== "websocket") return;
      const admission = await deps.admission.admit(request.headers.origin, request.headers.host, request.ip);
      admitted.set(request, admission);
      // The slot is given back when the connection ends, even if the upgrade never completes.
      if ("release" in admission) request.raw.socket.once("close", () => releaseSlot(admission, request));
    },
    handler: async (request, reply) => {
      const lang = normalizeLanguage(request.headers.lang as string | undefined);
      return reply.code(426).send({ code: envelopeCodeOf(426), msg: translate(lang, ACK_TEXTS.upgradeRequired) });
    },
    wsHandler: (socket, request) => {
      const admission = admitted.get(request);
      if (!admission) return socket.close(1011, "internal error");
      if (!("release" in admission)) return socket.close(admission.code, admission.reason);
      socket.once("close", () => releaseSlot(admission, request));
      gateway.accept(socket, normalizeLanguage(request.query.lang));
    },
  });

  if (process.env.PIPWISE_TEST_HOOKS === "1") registerTestHooks(app, translate);
}

/** A slot whose release fails (Redis away) lapses with its lease; the failure is only noted. */
function releaseSlot(slot: HeldSlot, request: FastifyRequest): void {
  slot.release().catch((error: unknown) => request.log.warn({ err: error }, "a socket's slot could not be given back"));
}
