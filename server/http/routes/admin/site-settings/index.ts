import type { FastifyInstance } from "fastify";
import { SiteSettings } from "../../../../../src/domain/contract/company.ts";
import { COMPANY_MESSAGES } from "../../../../i18n/company-messages.ts";
import type { HttpDeps } from "../../../deps.ts";
import { ok } from "../../../envelope.ts";
import { operatorId } from "../operator-id.ts";

/** /admin/api/site-settings: main-company mode and the complaint e-mail, changed without a restart. */
export async function siteSettingsRoutes(app: FastifyInstance, { backOffice }: HttpDeps): Promise<void> {
  const guarded = { preHandler: app.requireOperator };
  app.get("/", guarded, async (request) => ok(request, await backOffice.siteSettings()));
  app.post<{ Body: SiteSettings }>("/", { ...guarded, schema: { body: SiteSettings } }, async (request) =>
    ok(request, await backOffice.saveSiteSettings(operatorId(request), request.body), COMPANY_MESSAGES.settingsSaved),
  );
}
