import type { FastifyInstance } from "fastify";
import { CODE_OK, type Envelope } from "#domain/envelope.ts";
import { normalizeLanguage } from "#domain/locales.ts";
import { ACK_TEXTS, type Translate } from "./ack-texts.ts";

/**
 * HTTP doors for the end-to-end tests (drop every socket, count them). Registered only when
 * PIPWISE_TEST_HOOKS=1, never in production.
 */
export function registerTestHooks(app: FastifyInstance, translate: Translate): void {
  const ok = <T>(lang: unknown, data: T): Envelope<T> => ({
    code: CODE_OK,
    msg: translate(normalizeLanguage(typeof lang === "string" ? lang : undefined), ACK_TEXTS.done),
    data,
  });
  app.post("/v1/api/test/drop-sockets", async (request) => ok(request.headers.lang, { dropped: app.gateway.dropAll() }));
  app.get("/v1/api/test/socket-count", async (request) => ok(request.headers.lang, { count: app.gateway.connections() }));
}
