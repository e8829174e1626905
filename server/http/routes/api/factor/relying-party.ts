import type { FastifyRequest } from "fastify";
import type { RelyingParty } from "#server/auth-factors/passkey-ceremony.ts";
import type { Config } from "#server/config.ts";

/**
 * Where a passkey may be used, for this request: PASSKEY_RP_ID or else the host the request was
 * sent to, and the pages of that host, the desktop site and the further site origins (the same
 * origins that may open the socket, decision 0026). A page of another site cannot make the browser
 * sign for this RP id, so a relay that changes the host gains nothing.
 */
export function relyingPartyOf(request: FastifyRequest, config: Pick<Config, "passkeyRpId" | "siteOrigins" | "desktopSiteUrl">): RelyingParty {
  const own = `${request.protocol}://${request.host}`;
  const origins = [own, ...config.siteOrigins, ...(config.desktopSiteUrl ? [config.desktopSiteUrl] : [])];
  return { id: config.passkeyRpId ?? request.hostname, origins };
}
