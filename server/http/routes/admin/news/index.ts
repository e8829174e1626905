import type { FastifyInstance } from "fastify";
import { BACK_OFFICE_ROUTES as ROUTES } from "#domain/contract/routes/back-office.ts";
import { NEWS_MESSAGES } from "#server/i18n/news-messages.ts";
import type { HttpDeps } from "#server/http/deps.ts";
import { ok } from "#server/http/envelope.ts";
import { serve } from "#server/http/serve.ts";
import { operatorPictureRoute } from "../operator-picture-route.ts";
import { operatorId } from "../operator-id.ts";
import { paged } from "../paged.ts";

/** Every language's Markdown at its longest, in 4-byte characters, fits. */
const ARTICLE_BODY_LIMIT = 4 * 1024 * 1024;

/** /admin/api/news: operators write, schedule and take down news and announcements, and upload covers. */
export async function newsOperatorRoutes(app: FastifyInstance, { backOffice }: HttpDeps): Promise<void> {
  const guarded = { preHandler: app.requireOperator };
  const article = { ...guarded, bodyLimit: ARTICLE_BODY_LIMIT };
  const { news } = backOffice;

  serve(app, ROUTES.news, guarded, async (request, { page = 1 }) => ok(request, paged(await news.page(page), page)));
  serve(app, ROUTES.addNews, article, async (request, input) => ok(request, await news.save(operatorId(request), null, input), NEWS_MESSAGES.saved));
  serve(app, ROUTES.changeNews, article, async (request, { id, ...input }) => ok(request, await news.save(operatorId(request), id, input), NEWS_MESSAGES.saved));
  serve(app, ROUTES.unpublishNews, guarded, async (request, { id }) => ok(request, await news.unpublish(operatorId(request), id), NEWS_MESSAGES.unpublished));

  await operatorPictureRoute(app, ROUTES.uploadCover, (request, bytes) => news.saveCover(operatorId(request), bytes));
}
