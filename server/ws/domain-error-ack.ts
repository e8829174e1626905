import { CODE_ACCOUNT_KIND } from "#domain/account.ts";
import { CODE_TOO_LARGE, CODE_UNSUPPORTED_TYPE } from "#domain/identity.ts";
import { CODE_BAD_REQUEST, CODE_CONFLICT, CODE_NOT_FOUND, CODE_SERVER_ERROR, CODE_TOO_MANY } from "#domain/envelope.ts";
import type { DomainError, DomainErrorKind } from "../platform/domain-error.ts";

/** The ack code of a use case's refusal: the envelope codes the HTTP side answers with, without a status. */
const ACK_CODES: Record<DomainErrorKind, number> = {
  invalid: CODE_BAD_REQUEST,
  forbidden: CODE_ACCOUNT_KIND,
  "not-found": CODE_NOT_FOUND,
  limited: CODE_TOO_MANY,
  unavailable: CODE_SERVER_ERROR,
  conflict: CODE_CONFLICT,
  "too-large": CODE_TOO_LARGE,
  unsupported: CODE_UNSUPPORTED_TYPE,
};

export function ackCodeOf(error: DomainError): number {
  return ACK_CODES[error.kind];
}
