import type { FastifyInstance } from "fastify";
import type { HttpDeps } from "../../../deps.ts";
import { ok } from "../../../envelope.ts";

/** /api/basicSet: the operator's base settings (SPEC §3), from configuration. */
export async function basicSetRoutes(app: FastifyInstance, { config }: HttpDeps): Promise<void> {
  app.get("/getBasicInfo", async (request) =>
    ok(request, {
      service_link: config.serviceLink,
      service_link_type: config.serviceLinkType,
      verify_reg_type: config.verifyRegType,
      trade_fee_type: config.tradeFeeType,
      pc_url: config.desktopSiteUrl,
    }),
  );
}
