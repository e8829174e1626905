import type { FastifyInstance } from "fastify";
import { BACK_OFFICE_ROUTES as ROUTES } from "#domain/contract/routes/back-office.ts";
import type { HttpDeps } from "#server/http/deps.ts";
import { ok } from "#server/http/envelope.ts";
import { serve } from "#server/http/serve.ts";
import { paged } from "../paged.ts";

/** /admin/api/audit: every operator's decision and change, newest first. */
export async function auditRoutes(app: FastifyInstance, { backOffice }: HttpDeps): Promise<void> {
  serve(app, ROUTES.audit, { preHandler: app.requireOperator }, async (request, { page = 1 }) => ok(request, paged(await backOffice.audit(page), page)));
}
