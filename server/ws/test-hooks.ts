import type { FastifyInstance } from "fastify";
import { CODE_OK, type Envelope } from "#domain/envelope.ts";
import { normalizeLanguage } from "#domain/locales.ts";
import { SOCKET_PATH } from "#domain/socket-protocol.ts";
import { ACK_TEXTS, type Translate } from "./ack-texts.ts";

/**
 * HTTP doors for the end-to-end tests (drop every socket, count them, hold new ones back).
 * Registered only when PIPWISE_TEST_HOOKS=1, never in production.
 */
export function registerTestHooks(app: FastifyInstance, translate: Translate): void {
  const ok = <T>(lang: unknown, data: T): Envelope<T> => ({
    code: CODE_OK,
    msg: translate(normalizeLanguage(typeof lang === "string" ? lang : undefined), ACK_TEXTS.done),
    data,
  });
  // While held, a new socket's upgrade waits unanswered, as on a slow network; existing ones go on.
  let hold: { released: Promise<void>; release(): void } | null = null;
  app.addHook("onRequest", async (request) => {
    if (hold && request.url.startsWith(SOCKET_PATH)) await hold.released;
  });
  app.post("/v1/api/test/drop-sockets", async (request) => ok(request.headers.lang, { dropped: app.gateway.dropAll() }));
  app.get("/v1/api/test/socket-count", async (request) => ok(request.headers.lang, { count: app.gateway.connections() }));
  app.post("/v1/api/test/hold-sockets", async (request) => {
    if (!hold) {
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      hold = { released, release };
    }
    return ok(request.headers.lang, { held: true });
  });
  app.post("/v1/api/test/release-sockets", async (request) => {
    hold?.release();
    hold = null;
    return ok(request.headers.lang, { held: false });
  });
}
