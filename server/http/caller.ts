import type { FastifyRequest } from "fastify";
import type { Caller } from "../accounts/accounts-core.ts";

/** The address the abuse limits count (behind a proxy, as TRUST_PROXY allows) and the caller's language. */
export function callerOf(request: FastifyRequest): Caller {
  return { ip: request.ip, lang: request.lang, namedLang: request.namedLang };
}
