import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { CODE_METHOD_NOT_ALLOWED, CODE_NOT_FOUND } from "#domain/envelope.ts";
import { isAppPath } from "#domain/app-paths.ts";
import { languageRecord } from "#domain/locales.ts";
import { MESSAGES } from "#server/i18n/messages.ts";
import { ApiError } from "#server/http/api-error.ts";
import { sendApiError } from "./errors.ts";
import type { RouteMethods } from "./route-methods.ts";

const MAX_ECHOED_PATH = 200;

/** The back office's page in the build (its own Vite entry) and the paths that open it. */
const BACK_OFFICE_PAGE = "src/admin/index.html";
const BACK_OFFICE_PATH = /^\/admin(\/(?!api(\/|$))[\w/-]*)?$/;

/** A browser navigating to a page: one of the PWA's or the back office; any other path is neither. */
function navigationTo(request: FastifyRequest, path: string): "app" | "back-office" | undefined {
  if (request.method !== "GET" && request.method !== "HEAD") return undefined;
  if (!(request.headers.accept?.includes("text/html") ?? false)) return undefined;
  if (isAppPath(path)) return "app";
  return BACK_OFFICE_PATH.test(path) ? "back-office" : undefined;
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
 * the PWA shell (index.html), one to /admin the back office's page, anything else a 404 envelope.
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
    const page = navigationTo(request, path);
    if (page) {
      if (!options.hasStatic) return sendNotBuilt(request, reply);
      return reply.header("cache-control", "no-cache").sendFile(page === "app" ? "index.html" : BACK_OFFICE_PAGE);
    }
    return sendApiError(request, reply, new ApiError(404, CODE_NOT_FOUND, MESSAGES.unknownPath, { path: path.slice(0, MAX_ECHOED_PATH) }));
  });
}
