import type { FastifyReply, FastifyRequest } from "fastify";
import type { Caller } from "#server/accounts/accounts-core.ts";
import { browserCookie, browserIdOf, newBrowserId } from "#server/accounts/devices/browser-id.ts";
import { callerOf } from "./caller.ts";

/**
 * The caller of a call that opens a session, with its User-Agent and browser id. A browser without
 * the id cookie gets a new one in the answer, so that its next login is known.
 */
export function deviceCallerOf(request: FastifyRequest, reply: FastifyReply): Caller {
  let browserId = browserIdOf(request.headers.cookie);
  if (!browserId) {
    browserId = newBrowserId();
    void reply.header("set-cookie", browserCookie(browserId, request.protocol === "https"));
  }
  return { ...callerOf(request), userAgent: request.headers["user-agent"] ?? "", browserId };
}
