import type { FastifyInstance } from "fastify";
import { CODE_BAD_REQUEST } from "#domain/envelope.ts";
import type { Config } from "#server/config.ts";
import { MESSAGES } from "#server/i18n/messages.ts";
import { ApiError } from "#server/http/api-error.ts";
import type { HttpDeps } from "#server/http/deps.ts";
import { ok } from "#server/http/envelope.ts";
import { serve } from "#server/http/serve.ts";
import { SETTINGS_ROUTES } from "#domain/contract/routes/settings.ts";
import { areaList } from "#server/accounts/area-codes.ts";
import { enforce } from "#server/platform/abuse-limits.ts";
import { ACCOUNT_MESSAGES } from "#server/i18n/account-messages.ts";

/** The public settings a client may read by key. */
const SETTINGS: Record<string, (config: Config) => number | string> = {
  is_show_mobile: (config) => config.isShowMobile,
};

/**
 * /api/default: public settings (`setting?key=is_show_mobile`), the calling codes of every
 * region, and the registration captcha (documented as `GET {token}`, served here as `captcha`).
 */
export async function defaultRoutes(app: FastifyInstance, { config, accounts, limits }: HttpDeps): Promise<void> {
  serve(app, SETTINGS_ROUTES.setting, {}, async (request, { key }) => {
    const read = Object.hasOwn(SETTINGS, key) ? SETTINGS[key] : undefined;
    if (!read) throw new ApiError(400, CODE_BAD_REQUEST, MESSAGES.unknownSetting, { key });
    return ok(request, { key, value: read(config) });
  });

  serve(app, SETTINGS_ROUTES.areaList, {}, async (request) => ok(request, areaList(request.lang)));

  serve(app, SETTINGS_ROUTES.captcha, {}, async (request, _input, reply) => {
    enforce(await limits.captchasPerIp.take(request.ip), ACCOUNT_MESSAGES.tooManyCaptchas, "seconds");
    reply.header("cache-control", "no-store");
    return ok(request, await accounts.captchas.create());
  });
}
