import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";

/** The server's log as its modules write to it (fastify's pino logger is one): details first, then the message. */
export interface Log {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export const REQUEST_ID_HEADER = "x-request-id";
/** The key of the request id in a log line, fastify's own. */
const REQUEST_ID_LABEL = "reqId";
/** What a proxy or a client may hand in as the request id: letters, digits and a few marks, short. */
const WELL_FORMED_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The request being served, for log lines written outside it by the modules it calls. */
const currentRequest = new AsyncLocalStorage<string>();

/** The request's id: the one its X-Request-Id header carries when well formed, a new one otherwise. */
export function requestIdOf(request: Pick<IncomingMessage, "headers">): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === "string" && WELL_FORMED_ID.test(given) ? given : randomUUID();
}

/** Runs `work` and all it starts as part of request `id`: their log lines carry it. */
export function runInRequest(id: string, work: () => void): void {
  currentRequest.run(id, work);
}

/** The logger's options: a line written by a module while a request is served carries the request's id too. */
export function loggerOptions(level: string) {
  return {
    level,
    mixin(_details: object, _level: number, logger: { bindings(): Record<string, unknown> }): object {
      const id = currentRequest.getStore();
      // A request's own logger already binds its id; a second copy would repeat the key in the line.
      return id === undefined || REQUEST_ID_LABEL in logger.bindings() ? {} : { [REQUEST_ID_LABEL]: id };
    },
  };
}
