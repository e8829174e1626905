import type { FastifyInstance } from "fastify";
import { CODE_BAD_REQUEST } from "../../../../../src/domain/envelope.ts";
import type { Config } from "../../../../config.ts";
import { MESSAGES } from "../../../../i18n/messages.ts";
import { ApiError } from "../../../api-error.ts";
import type { HttpDeps } from "../../../deps.ts";
import { ok } from "../../../envelope.ts";
import { serve } from "../../../serve.ts";
import { SETTINGS_ROUTES } from "../../../../../src/domain/contract/routes/settings.ts";
import { areaList } from "../../../../accounts/area-codes.ts";
import { enforce } from "../../../../accounts/abuse-limits.ts";
import { ACCOUNT_MESSAGES } from "../../../../i18n/account-messages.ts";

/** The public settings a client may read by key. */
const SETTINGS: Record<string, (config: Config) => number | string> = {
  is_show_mobile: (config) => config.isShowMobile,
};

/**
 * /api/default: public settings (SPEC §7 `setting?key=is_show_mobile`), the calling codes of every
 * region, and the registration captcha (SPEC's `GET {token}`, served here as `captcha`).
 */
export async function defaultRoutes(app: FastifyInstance, { config, accounts }: HttpDeps): Promise<void> {
  serve(app, SETTINGS_ROUTES.setting, {}, async (request, { key }) => {
    const read = Object.hasOwn(SETTINGS, key) ? SETTINGS[key] : undefined;
    if (!read) throw new ApiError(400, CODE_BAD_REQUEST, MESSAGES.unknownSetting, { key });
    return ok(request, { key, value: read(config) });
  });

  serve(app, SETTINGS_ROUTES.areaList, {}, async (request) => ok(request, areaList(request.lang)));

  serve(app, SETTINGS_ROUTES.captcha, {}, async (request, _input, reply) => {
    enforce(accounts.limits.captchasPerIp.take(request.ip), ACCOUNT_MESSAGES.tooManyCaptchas, "seconds");
    reply.header("cache-control", "no-store");
    return ok(request, accounts.captchas.create());
  });
}
