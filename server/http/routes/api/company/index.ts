import type { FastifyInstance } from "fastify";
import { COMPANY_ROUTES } from "#domain/contract/routes/company.ts";
import { COMPANY_MESSAGES } from "#server/i18n/company-messages.ts";
import { DomainError } from "#server/platform/domain-error.ts";
import type { HttpDeps } from "#server/http/deps.ts";
import { ok } from "#server/http/envelope.ts";
import { sendImage } from "#server/http/send-image.ts";
import { serve, serveFile } from "#server/http/serve.ts";

const LOGO_CACHE = "public, max-age=3600";

/** /api/company (getCompany, getCompanyStatus): companies to pick in main-company mode, open to visitors. */
export async function companyRoutes(app: FastifyInstance, { companies }: HttpDeps): Promise<void> {
  serve(app, COMPANY_ROUTES.companies, {}, async (request, { id, name, page }) =>
    ok(request, id === undefined ? await companies.search(name, page ?? 1) : await companies.byId(id)),
  );
  serve(app, COMPANY_ROUTES.status, {}, async (request, input) => ok(request, await companies.status(input.id)));
  serveFile(app, COMPANY_ROUTES.logo, {}, async (request, reply) => {
    const image = await companies.logo(request.params.id);
    if (!image) throw new DomainError("not-found", COMPANY_MESSAGES.logoNotFound);
    return sendImage(reply, request.params.id, image, LOGO_CACHE);
  });
}
