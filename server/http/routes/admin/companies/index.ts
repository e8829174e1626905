import type { FastifyInstance } from "fastify";
import { CompanyAdminQuery, CompanyInput } from "../../../../../src/domain/contract/company.ts";
import { COMPANY_MESSAGES } from "../../../../i18n/company-messages.ts";
import type { HttpDeps } from "../../../deps.ts";
import { ok } from "../../../envelope.ts";
import { operatorPictureRoute } from "../operator-picture-route.ts";
import { IdParams } from "../id-params.ts";
import { operatorId } from "../operator-id.ts";
import { paged } from "../paged.ts";

/** /admin/api/companies: operators add, change and suspend companies and upload their logos. */
export async function companyOperatorRoutes(app: FastifyInstance, { backOffice }: HttpDeps): Promise<void> {
  const guarded = { preHandler: app.requireOperator };
  const { companies } = backOffice;

  app.get<{ Querystring: CompanyAdminQuery }>("/", { ...guarded, schema: { querystring: CompanyAdminQuery } }, async (request) => {
    const page = request.query.page ?? 1;
    return ok(request, paged(await companies.page(request.query.name, page), page));
  });
  app.post<{ Body: CompanyInput }>("/", { ...guarded, schema: { body: CompanyInput } }, async (request) =>
    ok(request, await companies.save(operatorId(request), null, request.body), COMPANY_MESSAGES.saved),
  );
  app.post<{ Params: IdParams; Body: CompanyInput }>("/:id", { ...guarded, schema: { params: IdParams, body: CompanyInput } }, async (request) =>
    ok(request, await companies.save(operatorId(request), request.params.id, request.body), COMPANY_MESSAGES.saved),
  );
  await operatorPictureRoute(app, "/logos", (request, bytes) => companies.saveLogo(operatorId(request), bytes));
}
