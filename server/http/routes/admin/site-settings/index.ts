import type { FastifyInstance } from "fastify";
import { BACK_OFFICE_ROUTES as ROUTES } from "#domain/contract/routes/back-office.ts";
import { COMPANY_MESSAGES } from "#server/i18n/company-messages.ts";
import type { HttpDeps } from "#server/http/deps.ts";
import { ok } from "#server/http/envelope.ts";
import { serve } from "#server/http/serve.ts";
import { operatorId } from "../operator-id.ts";

/** /admin/api/site-settings: main-company mode and the complaint e-mail, changed without a restart. */
export async function siteSettingsRoutes(app: FastifyInstance, { backOffice }: HttpDeps): Promise<void> {
  const guarded = { preHandler: app.requireOperator };
  serve(app, ROUTES.siteSettings, guarded, async (request) => ok(request, await backOffice.siteSettings()));
  serve(app, ROUTES.saveSiteSettings, guarded, async (request, input) =>
    ok(request, await backOffice.saveSiteSettings(operatorId(request), input), COMPANY_MESSAGES.settingsSaved),
  );
}
