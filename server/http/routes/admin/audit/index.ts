import type { FastifyInstance } from "fastify";
import { PageQuery } from "../../../../../src/domain/contract/back-office.ts";
import type { HttpDeps } from "../../../deps.ts";
import { ok } from "../../../envelope.ts";
import { paged } from "../paged.ts";

/** /admin/api/audit: every operator's decision and change, newest first. */
export async function auditRoutes(app: FastifyInstance, { backOffice }: HttpDeps): Promise<void> {
  app.get<{ Querystring: PageQuery }>("", { preHandler: app.requireOperator, schema: { querystring: PageQuery } }, async (request) => {
    const page = request.query.page ?? 1;
    return ok(request, paged(await backOffice.audit(page), page));
  });
}
