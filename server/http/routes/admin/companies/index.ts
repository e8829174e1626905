import type { FastifyInstance } from "fastify";
import { BACK_OFFICE_ROUTES as ROUTES } from "#domain/contract/routes/back-office.ts";
import { COMPANY_MESSAGES } from "#server/i18n/company-messages.ts";
import type { HttpDeps } from "#server/http/deps.ts";
import { ok } from "#server/http/envelope.ts";
import { serve } from "#server/http/serve.ts";
import { operatorPictureRoute } from "../operator-picture-route.ts";
import { operatorId } from "../operator-id.ts";
import { paged } from "../paged.ts";

/** /admin/api/companies: operators add, change and suspend companies and upload their logos. */
export async function companyOperatorRoutes(app: FastifyInstance, { backOffice }: HttpDeps): Promise<void> {
  const guarded = { preHandler: app.requireOperator };
  const { companies } = backOffice;

  serve(app, ROUTES.companies, guarded, async (request, { name, page = 1 }) => ok(request, paged(await companies.page(name, page), page)));
  serve(app, ROUTES.addCompany, guarded, async (request, input) => ok(request, await companies.save(operatorId(request), null, input), COMPANY_MESSAGES.saved));
  serve(app, ROUTES.changeCompany, guarded, async (request, { id, ...input }) =>
    ok(request, await companies.save(operatorId(request), id, input), COMPANY_MESSAGES.saved),
  );
  await operatorPictureRoute(app, ROUTES.uploadLogo, (request, bytes) => companies.saveLogo(operatorId(request), bytes));
}
