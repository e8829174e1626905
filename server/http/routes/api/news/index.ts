import type { FastifyInstance } from "fastify";
import { NewsInfoQuery, NewsListQuery } from "../../../../../src/domain/contract/news.ts";
import { NEWS_MESSAGES } from "../../../../i18n/news-messages.ts";
import { DomainError } from "../../../../platform/domain-error.ts";
import type { HttpDeps } from "../../../deps.ts";
import { ok } from "../../../envelope.ts";
import { sendImage } from "../../../send-image.ts";

/** Short, because an unpublished article's cover must soon stop being served from caches too. */
const COVER_CACHE = "public, max-age=600";

/** /api/news (news/list, news/info): news and announcements, open to visitors, in the caller's language. */
export async function newsRoutes(app: FastifyInstance, { news }: HttpDeps): Promise<void> {
  app.get<{ Querystring: NewsListQuery }>("/list", { schema: { querystring: NewsListQuery } }, async (request) =>
    ok(request, await news.list(request.lang, request.query.category_id, request.query.page ?? 1)),
  );
  app.get<{ Querystring: NewsInfoQuery }>("/info", { schema: { querystring: NewsInfoQuery } }, async (request) =>
    ok(request, await news.info(request.lang, request.query.id)),
  );
  app.get("/announcement", async (request) => ok(request, await news.announcement(request.lang)));

  app.get<{ Params: { id: string } }>("/cover/:id", async (request, reply) => {
    const image = await news.cover(request.params.id);
    if (!image) throw new DomainError("not-found", NEWS_MESSAGES.coverNotFound);
    return sendImage(reply, request.params.id, image, COVER_CACHE);
  });
}
