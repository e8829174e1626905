import type { FastifyInstance } from "fastify";
import { SOCKET_PATH } from "#domain/socket-protocol.ts";
import type { Readiness } from "#server/ops/readiness.ts";

/**
 * /healthz answers while the process lives; /readyz says whether it should get traffic, each
 * check with its state, 503 when one fails. While draining, socket upgrades are refused with 503
 * so clients reconnect to another process, and every answer closes its connection: a keep-alive
 * client opens its next one elsewhere, and the close need not wait for the connection to idle out.
 */
export function registerHealthRoutes(app: FastifyInstance, readiness: Readiness): void {
  app.get("/healthz", async (_request, reply) => {
    reply.header("cache-control", "no-store");
    return { alive: true, uptimeSeconds: Math.round(process.uptime()) };
  });
  app.get("/readyz", async (_request, reply) => {
    const report = await readiness.report();
    return reply.header("cache-control", "no-store").code(report.ready ? 200 : 503).send(report);
  });
  // After onRequest, where @fastify/websocket marks the upgrade so its onResponse ends the socket.
  app.addHook("preHandler", async (request, reply) => {
    if (readiness.draining() && request.headers.upgrade?.toLowerCase() === "websocket" && request.url.startsWith(SOCKET_PATH)) {
      await reply.code(503).header("retry-after", "1").send({ ready: false });
    }
  });
  app.addHook("onSend", async (_request, reply) => {
    if (readiness.draining()) reply.header("connection", "close");
  });
}
