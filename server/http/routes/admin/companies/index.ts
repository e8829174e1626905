import type { FastifyInstance, FastifyRequest } from "fastify";
import { CompanyAdminQuery, CompanyInput, SiteSettings } from "../../../../../src/domain/contract/company.ts";
import { PAGE_SIZE } from "../../../../admin/audit-log.ts";
import { COMPANY_MESSAGES } from "../../../../i18n/company-messages.ts";
import type { HttpDeps } from "../../../deps.ts";
import { ok } from "../../../envelope.ts";
import { operatorOf } from "../../../plugins/app/operator-session.ts";
import { operatorPictureRoute } from "../operator-picture-route.ts";
import { IdParams } from "../id-params.ts";


/** /admin/api/companies: operators add, change and suspend companies and upload their logos. */
export async function companyOperatorRoutes(app: FastifyInstance, { backOffice }: HttpDeps): Promise<void> {
  const guarded = { preHandler: app.requireOperator };
  const operatorId = (request: FastifyRequest) => operatorOf(request).operator.id;
  const { companies } = backOffice;

  app.get<{ Querystring: CompanyAdminQuery }>("/", { ...guarded, schema: { querystring: CompanyAdminQuery } }, async (request) => {
    const page = request.query.page ?? 1;
    return ok(request, { ...(await companies.page(request.query.name, page)), page, page_size: PAGE_SIZE });
  });
  app.post<{ Body: CompanyInput }>("/", { ...guarded, schema: { body: CompanyInput } }, async (request) =>
    ok(request, await companies.save(operatorId(request), null, request.body), COMPANY_MESSAGES.saved),
  );
  app.post<{ Params: IdParams; Body: CompanyInput }>("/:id", { ...guarded, schema: { params: IdParams, body: CompanyInput } }, async (request) =>
    ok(request, await companies.save(operatorId(request), request.params.id, request.body), COMPANY_MESSAGES.saved),
  );
  await operatorPictureRoute(app, "/logos", (request, bytes) => companies.saveLogo(operatorId(request), bytes));
}

/** /admin/api/site-settings: main-company mode and the complaint e-mail, changed without a restart. */
export async function siteSettingsRoutes(app: FastifyInstance, { backOffice }: HttpDeps): Promise<void> {
  const guarded = { preHandler: app.requireOperator };
  app.get("/", guarded, async (request) => ok(request, await backOffice.siteSettings()));
  app.post<{ Body: SiteSettings }>("/", { ...guarded, schema: { body: SiteSettings } }, async (request) =>
    ok(request, await backOffice.saveSiteSettings(operatorOf(request).operator.id, request.body), COMPANY_MESSAGES.settingsSaved),
  );
}
