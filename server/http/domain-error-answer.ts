import { envelopeCodeOf } from "#domain/envelope.ts";
import type { DomainError, DomainErrorKind } from "../platform/domain-error.ts";
import { ApiError } from "./api-error.ts";

const STATUSES: Record<DomainErrorKind, number> = {
  invalid: 400,
  forbidden: 403,
  "not-found": 404,
  limited: 429,
  unavailable: 503,
  conflict: 409,
  "too-large": 413,
  unsupported: 415,
};

/** The HTTP answer to a use case's refusal. */
export function apiErrorOf(error: DomainError): ApiError {
  const httpStatus = STATUSES[error.kind];
  return new ApiError(httpStatus, envelopeCodeOf(httpStatus), error.descriptor, error.values);
}
