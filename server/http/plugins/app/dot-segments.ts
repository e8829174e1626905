import type { FastifyInstance } from "fastify";
import { CODE_NOT_FOUND } from "#domain/envelope.ts";
import { MESSAGES } from "#server/i18n/messages.ts";
import { ApiError } from "#server/http/api-error.ts";

/** A `..` segment, written plainly or percent-encoded. */
const DOT_SEGMENT = /(^|\/)(\.|%2e){2}(\/|$)/i;

/**
 * Browsers resolve `..` before they send a path, so only a hand-made request climbs with it. No
 * page, file or call of ours has one: such a path is a 404 envelope before static files see it.
 */
export function refuseDotSegments(app: FastifyInstance): void {
  app.addHook("onRequest", async (request) => {
    const path = request.url.split("?")[0]!;
    if (DOT_SEGMENT.test(path)) throw new ApiError(404, CODE_NOT_FOUND, MESSAGES.unknownPath, { path: path.slice(0, 200) });
  });
}
