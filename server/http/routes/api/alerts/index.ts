import type { FastifyInstance } from "fastify";
import { ALERT_ROUTES } from "#domain/contract/routes/alerts.ts";
import { ALERT_MESSAGES } from "#server/alerts/alert-messages.ts";
import type { HttpDeps } from "#server/http/deps.ts";
import { ok } from "#server/http/envelope.ts";
import { acceptForms } from "#server/http/plugins/app/form-body.ts";
import { loginOf } from "#server/http/plugins/app/session.ts";
import { serve } from "#server/http/serve.ts";

/** /api/alerts: the caller's price alerts. Any session, demo accounts too; every id is looked up among the caller's own. */
export async function alertRoutes(app: FastifyInstance, { alerts }: HttpDeps): Promise<void> {
  acceptForms(app);
  const guarded = { preHandler: app.requireLogin };
  const userOf = (request: Parameters<typeof loginOf>[0]) => loginOf(request).userId;

  serve(app, ALERT_ROUTES.list, guarded, async (request) => ok(request, await alerts.list(userOf(request))));
  serve(app, ALERT_ROUTES.create, guarded, async (request, input) => ok(request, await alerts.create(userOf(request), input), ALERT_MESSAGES.created));
  serve(app, ALERT_ROUTES.edit, guarded, async (request, input) => ok(request, await alerts.edit(userOf(request), input), ALERT_MESSAGES.edited));
  serve(app, ALERT_ROUTES.remove, guarded, async (request, input) => {
    await alerts.remove(userOf(request), input.id);
    return ok(request, null, ALERT_MESSAGES.deleted);
  });
}
