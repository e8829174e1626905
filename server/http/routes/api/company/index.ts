import type { FastifyInstance } from "fastify";
import { CompanyQuery, CompanyStatusQuery } from "../../../../../src/domain/contract/company.ts";
import { COMPANY_MESSAGES } from "../../../../i18n/company-messages.ts";
import { DomainError } from "../../../../platform/domain-error.ts";
import type { HttpDeps } from "../../../deps.ts";
import { ok } from "../../../envelope.ts";
import { sendImage } from "../../../send-image.ts";

const LOGO_CACHE = "public, max-age=3600";

/** /api/company (getCompany, getCompanyStatus): companies to pick in main-company mode, open to visitors. */
export async function companyRoutes(app: FastifyInstance, { companies }: HttpDeps): Promise<void> {
  app.get<{ Querystring: CompanyQuery }>("/getCompany", { schema: { querystring: CompanyQuery } }, async (request) => {
    const { id, name, page } = request.query;
    return ok(request, id === undefined ? await companies.search(name, page ?? 1) : await companies.byId(id));
  });
  app.get<{ Querystring: CompanyStatusQuery }>("/getCompanyStatus", { schema: { querystring: CompanyStatusQuery } }, async (request) =>
    ok(request, await companies.status(request.query.id)),
  );
  app.get<{ Params: { id: string } }>("/logo/:id", async (request, reply) => {
    const image = await companies.logo(request.params.id);
    if (!image) throw new DomainError("not-found", COMPANY_MESSAGES.logoNotFound);
    return sendImage(reply, request.params.id, image, LOGO_CACHE);
  });
}
