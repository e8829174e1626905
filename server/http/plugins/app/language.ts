import type { MessageDescriptor } from "@lingui/core";
import type { FastifyInstance } from "fastify";
import { DEFAULT_LANGUAGE, matchLanguage, type LanguageCode } from "#domain/locales.ts";
import type { Translator, Values } from "#server/i18n/translator.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** The caller's language: the `lang` query, else the `lang` header (tw → hk, default hk). */
    lang: LanguageCode;
    /** The language the request named, if it named one of ours: what is sent to the user later (a notice, a code) must not fall back to the default. */
    namedLang: LanguageCode | null;
    /** Translates into `lang`. */
    t(descriptor: MessageDescriptor, values?: Values): string;
  }
}

function first(value: unknown): string | undefined {
  if (Array.isArray(value)) return first(value[0]);
  return typeof value === "string" ? value : undefined;
}

/** Resolves the caller's language before anything else runs, so even a 404 answers in it. */
export function registerLanguage(app: FastifyInstance, translator: Translator): void {
  app.decorateRequest("lang", DEFAULT_LANGUAGE);
  app.decorateRequest("namedLang", null);
  app.decorateRequest("t", function (this: { lang: LanguageCode }, descriptor: MessageDescriptor, values?: Values) {
    return translator.translate(this.lang, descriptor, values);
  });
  app.addHook("onRequest", async (request) => {
    const query = request.query as Record<string, unknown> | undefined;
    request.namedLang = matchLanguage(first(query?.lang) ?? first(request.headers.lang));
    request.lang = request.namedLang ?? DEFAULT_LANGUAGE;
  });
}
