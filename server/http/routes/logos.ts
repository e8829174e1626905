import type { FastifyInstance } from "fastify";
import { CODE_NOT_FOUND } from "#domain/envelope.ts";
import { MESSAGES } from "#server/i18n/messages.ts";
import { ApiError } from "../api-error.ts";
import { createLogoFiles } from "../logos/logo-files.ts";

/** A logo's content is fixed by its name, so browsers may keep it for a month. */
const LOGO_CACHE = "public, max-age=2592000, stale-while-revalidate=86400";

/** /logos/<file>: instrument logos drawn from the installed icon packages. */
export async function logoRoutes(app: FastifyInstance): Promise<void> {
  const logos = createLogoFiles();
  app.get<{ Params: { file: string } }>("/:file", async (request, reply) => {
    const svg = await logos.svg(request.params.file);
    if (svg === undefined) throw new ApiError(404, CODE_NOT_FOUND, MESSAGES.unknownPath, { path: request.url.split("?")[0]! });
    return reply.header("cache-control", LOGO_CACHE).type("image/svg+xml").send(svg);
  });
}
