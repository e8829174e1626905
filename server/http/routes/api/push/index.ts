import type { FastifyInstance } from "fastify";
import { PUSH_ROUTES } from "#domain/contract/routes/push.ts";
import { PUSH_MESSAGES } from "#server/i18n/push-messages.ts";
import type { HttpDeps } from "#server/http/deps.ts";
import { ok } from "#server/http/envelope.ts";
import { sessionOf } from "#server/http/plugins/app/session.ts";
import { serve } from "#server/http/serve.ts";

/** /api/push: the user centre's notifications for this browser. Any session, demo accounts too: they trade as well. */
export async function pushRoutes(app: FastifyInstance, { push }: HttpDeps): Promise<void> {
  const guarded = { preHandler: app.requireSession };

  serve(app, PUSH_ROUTES.key, guarded, async (request) => ok(request, { public_key: push.publicKey }));

  // The caller's language now is the one its notifications will speak; subscribing again updates it.
  serve(app, PUSH_ROUTES.subscribe, guarded, async (request, input) => {
    const { user, sessionId } = sessionOf(request);
    await push.subscribe(user.id, sessionId, input, request.lang);
    return ok(request, null, PUSH_MESSAGES.subscribed);
  });

  serve(app, PUSH_ROUTES.unsubscribe, guarded, async (request, input) => {
    await push.unsubscribe(sessionOf(request).user.id, input.endpoint);
    return ok(request, null, PUSH_MESSAGES.unsubscribed);
  });
}
