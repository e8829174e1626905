import { Readable } from "node:stream";
import type { FastifyInstance } from "fastify";
import type { StatementQuery } from "#domain/contract/statement.ts";
import { STATEMENT_ROUTES } from "#domain/contract/routes/statement.ts";
import type { HttpDeps } from "#server/http/deps.ts";
import { ok } from "#server/http/envelope.ts";
import { acceptForms } from "#server/http/plugins/app/form-body.ts";
import { sessionOf } from "#server/http/plugins/app/session.ts";
import { guardedBy, serve } from "#server/http/serve.ts";
import { createStatement } from "#server/statement/statement.ts";

/** /v1/api/main/statement: the caller's statement, a page with its summary, or all of it as a CSV download. */
export async function statementRoutes(app: FastifyInstance, { store, clock, translator }: HttpDeps): Promise<void> {
  acceptForms(app);
  const statement = createStatement({ db: store.db, clock, translator });
  serve(app, STATEMENT_ROUTES.page, { preHandler: app.requireSession }, async (request, input) => ok(request, await statement.page(sessionOf(request).user.id, request.lang, input)));

  const { csv } = STATEMENT_ROUTES;
  app.get<{ Querystring: StatementQuery }>(csv.path.slice(app.prefix.length), { schema: { querystring: csv.query }, ...guardedBy(app.requireSession) }, async (request, reply) => {
    const file = await statement.csv(sessionOf(request).user.id, request.lang, request.query);
    return reply
      .header("content-type", "text/csv; charset=utf-8")
      .header("content-disposition", `attachment; filename="${file.fileName}"`)
      .send(Readable.from(file.chunks));
  });
}
