import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifySchemaValidationError } from "fastify";
import { CODE_BAD_REQUEST, CODE_SERVER_ERROR, envelopeCodeOf, type Envelope } from "#domain/envelope.ts";
import { MESSAGES } from "#server/i18n/messages.ts";
import type { Values } from "#server/i18n/translator.ts";
import { DomainError } from "#server/platform/domain-error.ts";
import { ApiError } from "#server/http/api-error.ts";
import { apiErrorOf } from "#server/http/domain-error-answer.ts";
import { loggableError } from "#server/http/loggable-error.ts";

/**
 * The parameter a validation error is about: `forex_id` from "/forex_id" or from a missing property;
 * null when the body or query as a whole is wrong (a string or an array where an object was due).
 */
function paramName(error: FastifySchemaValidationError): string | null {
  const missing = error.params.missingProperty;
  if (typeof missing === "string") return missing;
  return error.instancePath.replace(/^\//, "").replace(/\//g, ".") || null;
}

function validationError(errors: FastifySchemaValidationError[]): ApiError {
  const error = errors[0]!;
  const param = paramName(error);
  if (param === null) return new ApiError(400, CODE_BAD_REQUEST, MESSAGES.unreadableRequest);
  const name: Values = { name: param };
  if (error.keyword === "required") return new ApiError(400, CODE_BAD_REQUEST, MESSAGES.missingParam, name);
  const allowed = error.params.allowedValues;
  if (error.keyword === "enum" && Array.isArray(allowed)) {
    return new ApiError(400, CODE_BAD_REQUEST, MESSAGES.invalidParamChoice, { ...name, allowed: allowed.join(", ") });
  }
  return new ApiError(400, CODE_BAD_REQUEST, MESSAGES.invalidParam, name);
}

/** Turns anything thrown into an envelope in the caller's language, never a stack trace. */
function toApiError(error: FastifyError & { validation?: FastifySchemaValidationError[] }): ApiError | undefined {
  if (error instanceof ApiError) return error;
  if (error instanceof DomainError) return apiErrorOf(error);
  if (error.validation) return validationError(error.validation);
  // Fastify's own client errors: unparsable body, bad content type, body too large…
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) return new ApiError(status, envelopeCodeOf(status), status === 413 ? MESSAGES.requestTooLarge : MESSAGES.unreadableRequest);
  return undefined;
}

export function sendApiError(request: FastifyRequest, reply: FastifyReply, error: ApiError): FastifyReply {
  const body: Envelope = { code: error.code, msg: request.t(error.descriptor, error.values) };
  return reply.code(error.httpStatus).send(body);
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const known = toApiError(error);
    if (known) return sendApiError(request, reply, known);
    request.log.error({ error: loggableError(error) }, "request failed");
    return sendApiError(request, reply, new ApiError(500, CODE_SERVER_ERROR, MESSAGES.internalError));
  });
}
