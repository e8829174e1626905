import type { MessageDescriptor } from "@lingui/core";
import type { Values } from "../i18n/translator.ts";

/**
 * An answer with a non-1 envelope code. Routes throw it; the error handler translates its message
 * into the caller's language and sends the envelope with `httpStatus`.
 */
export class ApiError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly code: number,
    readonly descriptor: MessageDescriptor,
    readonly values: Values = {},
  ) {
    super(descriptor.message ?? descriptor.id);
    this.name = "ApiError";
  }
}
