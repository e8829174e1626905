import type { FastifyInstance } from "fastify";
import { NEWS_ROUTES } from "#domain/contract/routes/news.ts";
import { NEWS_MESSAGES } from "#server/i18n/news-messages.ts";
import { DomainError } from "#server/platform/domain-error.ts";
import type { HttpDeps } from "#server/http/deps.ts";
import { ok } from "#server/http/envelope.ts";
import { sendImage } from "#server/http/send-image.ts";
import { serve, serveFile } from "#server/http/serve.ts";

/** Short, because an unpublished article's cover must soon stop being served from caches too. */
const COVER_CACHE = "public, max-age=600";

/** /api/news (news/list, news/info): news and announcements, open to visitors, in the caller's language. */
export async function newsRoutes(app: FastifyInstance, { news }: HttpDeps): Promise<void> {
  serve(app, NEWS_ROUTES.list, {}, async (request, input) => ok(request, await news.list(request.lang, input.category_id, input.page ?? 1)));
  serve(app, NEWS_ROUTES.info, {}, async (request, input) => ok(request, await news.info(request.lang, input.id)));
  serve(app, NEWS_ROUTES.announcement, {}, async (request) => ok(request, await news.announcement(request.lang)));

  serveFile(app, NEWS_ROUTES.cover, {}, async (request, reply) => {
    const image = await news.cover(request.params.id);
    if (!image) throw new DomainError("not-found", NEWS_MESSAGES.coverNotFound);
    return sendImage(reply, request.params.id, image, COVER_CACHE);
  });
}
