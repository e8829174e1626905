import type { FastifyInstance } from "fastify";
import { SETTINGS_ROUTES } from "../../../../../src/domain/contract/routes/settings.ts";
import { readSiteSettings } from "../../../../company/site-settings.ts";
import type { HttpDeps } from "../../../deps.ts";
import { ok } from "../../../envelope.ts";
import { serve } from "../../../serve.ts";

/** /api/basicSet: the operator's base settings (SPEC §3), from configuration and the settings operators change in the back office. */
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
