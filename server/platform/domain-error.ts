import type { MessageDescriptor } from "@lingui/core";
import type { Values } from "../i18n/translator.ts";

/**
 * Why a use case refused: the kind says what went wrong in the domain's own words; the HTTP layer
 * and the socket gateway each map it to their status and envelope code, so no use case knows HTTP.
 */
export type DomainErrorKind =
  /** The input breaks a rule (a malformed e-mail, a weak password, a wrong code). */
  | "invalid"
  /** The caller may not do this with this account (a demo account on a real-only call). */
  | "forbidden"
  /** No such record for this caller. */
  | "not-found"
  /** A limit refused the call for now; `values` says how long to wait. */
  | "limited"
  /** A dependency the call needs is down (mail, SMS). */
  | "unavailable"
  /** The record moved on since the caller read it (another operator decided first). */
  | "conflict"
  /** The input is larger than allowed (an upload's bytes or pixels). */
  | "too-large"
  /** The input is of a kind not accepted (an upload that is no JPEG, PNG or WebP). */
  | "unsupported";

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    readonly descriptor: MessageDescriptor,
    readonly values: Values = {},
  ) {
    super(descriptor.message ?? descriptor.id);
    this.name = "DomainError";
  }
}
