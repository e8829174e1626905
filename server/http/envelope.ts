import type { MessageDescriptor } from "@lingui/core";
import type { FastifyRequest } from "fastify";
import { CODE_OK, type Envelope } from "#domain/envelope.ts";
import { MESSAGES } from "../i18n/messages.ts";
import type { Values } from "../i18n/translator.ts";

/** A success envelope: its data is always there, null when the call answers nothing. */
export type Answered<T> = Required<Envelope<T>>;

/** A success envelope with `data`, its msg ("Success", or `message`) in the caller's language. */
export function ok<T>(request: FastifyRequest, data: T, message: MessageDescriptor = MESSAGES.ok, values?: Values): Answered<T> {
  return { code: CODE_OK, msg: request.t(message, values), data };
}
