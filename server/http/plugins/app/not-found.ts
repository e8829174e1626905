import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { CODE_METHOD_NOT_ALLOWED, CODE_NOT_FOUND } from "../../../../src/domain/envelope.ts";
import { isAppPath } from "../../../../src/domain/app-paths.ts";
import { languageRecord } from "../../../../src/domain/locales.ts";
import { MESSAGES } from "../../../i18n/messages.ts";
import { ApiError } from "../../api-error.ts";
import { sendApiError } from "./errors.ts";
import type { RouteMethods } from "./route-methods.ts";

const MAX_ECHOED_PATH = 200;

/** A browser navigating to one of the PWA's pages (SPEC §2); any other path is not the app's. */
function isAppNavigation(request: FastifyRequest, path: string): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  return isAppPath(path) && (request.headers.accept?.includes("text/html") ?? false);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Without a built PWA the server still runs the API; a browser is told how to build the app. */
function sendNotBuilt(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const { locale, dir } = languageRecord(request.lang);
  const text = escapeHtml(request.t(MESSAGES.appNotBuilt));
  return reply
    .code(503)
    .header("cache-control", "no-store")
    .type("text/html; charset=utf-8")
    .send(`<!doctype html><html lang="${locale}" dir="${dir}"><meta charset="utf-8"><title>Pipwise</title><p>${text}</p></html>`);
}

/**
 * Misses end here: a known path with another method is a 405, a navigation to an app route gets
 * the PWA shell (index.html), anything else a 404 envelope.
 */
export function registerNotFound(app: FastifyInstance, options: { methods: RouteMethods; hasStatic: boolean }): void {
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split("?")[0]!;
    const allowed = options.methods.allowed(path);
    if (allowed.length > 0) {
      reply.header("allow", allowed.join(", "));
      return sendApiError(request, reply, new ApiError(405, CODE_METHOD_NOT_ALLOWED, MESSAGES.methodNotAllowed, {
        method: request.method,
        path,
        allowed: allowed.join(", "),
      }));
    }
    if (isAppNavigation(request, path)) {
      if (!options.hasStatic) return sendNotBuilt(request, reply);
      return reply.header("cache-control", "no-cache").sendFile("index.html");
    }
    return sendApiError(request, reply, new ApiError(404, CODE_NOT_FOUND, MESSAGES.unknownPath, { path: path.slice(0, MAX_ECHOED_PATH) }));
  });
}
