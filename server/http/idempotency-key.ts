import type { FastifyRequest } from "fastify";
import { CODE_BAD_REQUEST } from "#domain/envelope.ts";
import { ACCOUNT_MESSAGES } from "../i18n/account-messages.ts";
import { ApiError } from "./api-error.ts";

const KEY = /^[\x21-\x7e]{1,128}$/;

/** The Idempotency-Key header of a state-changing call, when the client sent one. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const value = request.headers["idempotency-key"];
  if (value === undefined) return undefined;
  if (typeof value !== "string" || !KEY.test(value)) throw new ApiError(400, CODE_BAD_REQUEST, ACCOUNT_MESSAGES.invalidIdempotencyKey);
  return value;
}
