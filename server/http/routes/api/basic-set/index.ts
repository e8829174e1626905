import type { FastifyInstance } from "fastify";
import { SETTINGS_ROUTES } from "#domain/contract/routes/settings.ts";
import { readSiteSettings } from "#server/company/site-settings.ts";
import type { HttpDeps } from "#server/http/deps.ts";
import { ok } from "#server/http/envelope.ts";
import { serve } from "#server/http/serve.ts";

/** /api/basicSet: the operator's base settings, from configuration and the settings operators change in the back office. */
export async function basicSetRoutes(app: FastifyInstance, { config, store }: HttpDeps): Promise<void> {
  serve(app, SETTINGS_ROUTES.basicInfo, {}, async (request) =>
    ok(request, {
      service_link: config.serviceLink,
      service_link_type: config.serviceLinkType,
      verify_reg_type: config.verifyRegType,
      trade_fee_type: config.tradeFeeType,
      pc_url: config.desktopSiteUrl,
      ...(await readSiteSettings(store.db)),
    }),
  );
}
