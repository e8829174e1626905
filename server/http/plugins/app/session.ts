import type { FastifyInstance, FastifyRequest } from "fastify";
import { CODE_ACCOUNT_KIND } from "#domain/account.ts";
import { CODE_SESSION_INVALID } from "#domain/envelope.ts";
import type { Login } from "#server/accounts/session-cache.ts";
import type { SessionInfo, Sessions } from "#server/accounts/sessions.ts";
import { ACCOUNT_MESSAGES } from "#server/i18n/account-messages.ts";
import { ApiError } from "#server/http/api-error.ts";

type Guard = (request: FastifyRequest) => Promise<void>;

declare module "fastify" {
  interface FastifyRequest {
    /** The caller's session, once requireSession has run. */
    auth: SessionInfo | null;
    /** Who calls, once requireLogin has run. */
    login: Login | null;
  }
  interface FastifyInstance {
    /** Guard (run on request, before the body is read): a live session or code 999 (missing, unknown, expired or revoked token). */
    requireSession: Guard;
    /** Guard: requireSession for the calls that need only who calls (the order calls), without the user's row. */
    requireLogin: Guard;
    /**
     * Guard: a live session of a real account; a demo session gets "only true account".
     * Every real-only call uses this one guard.
     */
    requireRealAccount: Guard;
  }
}

/** The token of the authorization header, sent bare (as documented) or as "Bearer <token>". */
export function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization?.trim();
  if (!header) return undefined;
  return header.replace(/^bearer\s+/i, "");
}

/** The session requireSession attached; only for routes behind it. */
export function sessionOf(request: FastifyRequest): SessionInfo {
  if (!request.auth) throw new Error(`${request.routeOptions.url} reads the session without requireSession`);
  return request.auth;
}

/** Who calls, as requireLogin found; only for routes behind it. */
export function loginOf(request: FastifyRequest): Login {
  if (!request.login) throw new Error(`${request.routeOptions.url} reads the login without requireLogin`);
  return request.login;
}

/** Decorates the app with the session guards; register before the routes that use them. */
export function registerSessionGuards(app: FastifyInstance, sessions: Sessions): void {
  app.decorateRequest("auth", null);
  app.decorateRequest("login", null);

  const requireSession: Guard = async (request) => {
    if (request.auth) return;
    const token = tokenOf(request);
    const session = token ? await sessions.find(token) : null;
    if (!session) throw new ApiError(401, CODE_SESSION_INVALID, ACCOUNT_MESSAGES.sessionInvalid);
    request.auth = session;
  };

  app.decorate("requireSession", requireSession);
  app.decorate("requireLogin", async (request: FastifyRequest) => {
    const token = tokenOf(request);
    const login = token ? await sessions.login(token) : null;
    if (!login) throw new ApiError(401, CODE_SESSION_INVALID, ACCOUNT_MESSAGES.sessionInvalid);
    request.login = login;
  });
  app.decorate("requireRealAccount", async (request: FastifyRequest) => {
    await requireSession(request);
    if (request.auth!.user.isDemo) throw new ApiError(403, CODE_ACCOUNT_KIND, ACCOUNT_MESSAGES.onlyTrueAccount);
  });
}
