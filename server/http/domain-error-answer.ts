import { CODE_ACCOUNT_KIND } from "#domain/account.ts";
import { CODE_TOO_LARGE, CODE_UNSUPPORTED_TYPE } from "#domain/identity.ts";
import { CODE_BAD_REQUEST, CODE_CONFLICT, CODE_NOT_FOUND, CODE_SERVER_ERROR, CODE_TOO_MANY } from "#domain/envelope.ts";
import type { DomainError, DomainErrorKind } from "../platform/domain-error.ts";
import { ApiError } from "./api-error.ts";

const ANSWERS: Record<DomainErrorKind, readonly [httpStatus: number, code: number]> = {
  invalid: [400, CODE_BAD_REQUEST],
  forbidden: [403, CODE_ACCOUNT_KIND],
  "not-found": [404, CODE_NOT_FOUND],
  limited: [429, CODE_TOO_MANY],
  unavailable: [503, CODE_SERVER_ERROR],
  conflict: [409, CODE_CONFLICT],
  "too-large": [413, CODE_TOO_LARGE],
  unsupported: [415, CODE_UNSUPPORTED_TYPE],
};

/** The HTTP answer to a use case's refusal. */
export function apiErrorOf(error: DomainError): ApiError {
  const [httpStatus, code] = ANSWERS[error.kind];
  return new ApiError(httpStatus, code, error.descriptor, error.values);
}
