import type { FastifyInstance } from "fastify";

const API_PREFIXES = ["/api/", "/v1/", "/admin/api/"];

/**
 * API answers carry tokens, users, balances and codes; none may be kept by a browser or a proxy
 * cache. Every API answer is `no-store` unless its route chose a cache policy of its own.
 */
export function registerNoStore(app: FastifyInstance): void {
  app.addHook("onSend", async (request, reply) => {
    if (reply.hasHeader("cache-control")) return;
    if (API_PREFIXES.some((prefix) => request.url.startsWith(prefix))) reply.header("cache-control", "no-store");
  });
}
