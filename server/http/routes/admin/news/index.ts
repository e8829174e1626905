import type { FastifyInstance } from "fastify";
import { PageQuery } from "../../../../../src/domain/contract/back-office.ts";
import { NewsInput } from "../../../../../src/domain/contract/news.ts";
import { NEWS_MESSAGES } from "../../../../i18n/news-messages.ts";
import type { HttpDeps } from "../../../deps.ts";
import { ok } from "../../../envelope.ts";
import { operatorPictureRoute } from "../operator-picture-route.ts";
import { IdParams } from "../id-params.ts";
import { operatorId } from "../operator-id.ts";
import { paged } from "../paged.ts";

/** Every language's Markdown at its longest, in 4-byte characters, fits. */
const ARTICLE_BODY_LIMIT = 4 * 1024 * 1024;

/** /admin/api/news: operators write, schedule and take down news and announcements, and upload covers. */
export async function newsOperatorRoutes(app: FastifyInstance, { backOffice }: HttpDeps): Promise<void> {
  const guarded = { preHandler: app.requireOperator };

  app.get<{ Querystring: PageQuery }>("/", { ...guarded, schema: { querystring: PageQuery } }, async (request) => {
    const page = request.query.page ?? 1;
    return ok(request, paged(await backOffice.news.page(page), page));
  });
  app.post<{ Body: NewsInput }>("/", { ...guarded, bodyLimit: ARTICLE_BODY_LIMIT, schema: { body: NewsInput } }, async (request) =>
    ok(request, await backOffice.news.save(operatorId(request), null, request.body), NEWS_MESSAGES.saved),
  );
  app.post<{ Params: IdParams; Body: NewsInput }>("/:id", { ...guarded, bodyLimit: ARTICLE_BODY_LIMIT, schema: { params: IdParams, body: NewsInput } }, async (request) =>
    ok(request, await backOffice.news.save(operatorId(request), request.params.id, request.body), NEWS_MESSAGES.saved),
  );
  app.post<{ Params: IdParams }>("/:id/unpublish", { ...guarded, schema: { params: IdParams } }, async (request) =>
    ok(request, await backOffice.news.unpublish(operatorId(request), request.params.id), NEWS_MESSAGES.unpublished),
  );

  await operatorPictureRoute(app, "/covers", (request, bytes) => backOffice.news.saveCover(operatorId(request), bytes));
}
