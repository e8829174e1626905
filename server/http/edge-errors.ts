import type { Socket } from "node:net";
import type { FastifyReply, FastifyRequest, FastifyServerOptions } from "fastify";
import { CODE_BAD_REQUEST, CODE_HEADERS_TOO_LARGE, type Envelope } from "#domain/envelope.ts";
import { normalizeLanguage, type LanguageCode } from "#domain/locales.ts";
import { MESSAGES } from "../i18n/messages.ts";
import type { Translator } from "../i18n/translator.ts";

/**
 * Answers for requests that fail before any hook runs: Node's parser refusing the bytes (headers
 * too large, a control character in a header) and a path that cannot be decoded. Each gets the
 * envelope in the caller's language, read from what was received, like every other answer.
 */
function languageOf(url: string | undefined, langHeader: string | undefined): LanguageCode {
  const query = url?.split("?")[1];
  return normalizeLanguage((query ? new URLSearchParams(query).get("lang") : null) ?? langHeader);
}

/** The request line and `lang` header out of the bytes Node's parser gave up on. */
function languageOfRaw(packet: unknown): LanguageCode {
  const text = Buffer.isBuffer(packet) ? packet.toString("latin1") : "";
  const url = /^[A-Z]+ (\S+)/.exec(text)?.[1];
  const header = /\r\nlang:[ \t]*([^\r\n]*)/i.exec(text)?.[1];
  return languageOf(url, header);
}

function rawAnswer(status: number, reason: string, body: Envelope): string {
  const json = JSON.stringify(body);
  return [
    `HTTP/1.1 ${status} ${reason}`,
    "Content-Type: application/json; charset=utf-8",
    `Content-Length: ${Buffer.byteLength(json)}`,
    "Cache-Control: no-store",
    "X-Content-Type-Options: nosniff",
    "Connection: close",
    "",
    json,
  ].join("\r\n");
}

export function edgeErrorOptions(translator: Translator): Pick<FastifyServerOptions, "clientErrorHandler" | "frameworkErrors"> {
  return {
    clientErrorHandler(error, socket: Socket) {
      if (error.code === "ECONNRESET" || !socket.writable) {
        socket.destroy();
        return;
      }
      const lang = languageOfRaw(error.rawPacket);
      const tooLarge = error.code === "HPE_HEADER_OVERFLOW";
      const body: Envelope = tooLarge
        ? { code: CODE_HEADERS_TOO_LARGE, msg: translator.translate(lang, MESSAGES.headersTooLarge) }
        : { code: CODE_BAD_REQUEST, msg: translator.translate(lang, MESSAGES.unreadableRequest) };
      socket.end(rawAnswer(tooLarge ? 431 : 400, tooLarge ? "Request Header Fields Too Large" : "Bad Request", body));
    },
    frameworkErrors(error, request: FastifyRequest, reply: FastifyReply) {
      const lang = languageOf(request.raw.url, first(request.headers.lang));
      const message = error.code === "FST_ERR_BAD_URL" ? MESSAGES.badUrl : MESSAGES.unreadableRequest;
      const body: Envelope = { code: CODE_BAD_REQUEST, msg: translator.translate(lang, message) };
      void reply.code(400).header("cache-control", "no-store").send(body);
    },
  };
}

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
