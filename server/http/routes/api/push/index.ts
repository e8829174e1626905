import type { FastifyInstance } from "fastify";
import { PushSubscribeRequest, PushUnsubscribeRequest, type PushKeyResponse } from "../../../../../src/domain/contract/push.ts";
import { PUSH_MESSAGES } from "../../../../i18n/push-messages.ts";
import type { HttpDeps } from "../../../deps.ts";
import { ok } from "../../../envelope.ts";
import { sessionOf } from "../../../plugins/app/session.ts";

/** /api/push: the user centre's notifications for this browser. Any session, demo accounts too: they trade as well. */
export async function pushRoutes(app: FastifyInstance, { push }: HttpDeps): Promise<void> {
  const guard = app.requireSession;

  app.get("/key", { preHandler: guard }, async (request) => ok<PushKeyResponse>(request, { public_key: push.publicKey }));

  // The caller's language now is the one its notifications will speak; subscribing again updates it.
  app.post<{ Body: PushSubscribeRequest }>("/subscribe", { preHandler: guard, schema: { body: PushSubscribeRequest } }, async (request) => {
    const { user, sessionId } = sessionOf(request);
    await push.subscribe(user.id, sessionId, request.body, request.lang);
    return ok(request, null, PUSH_MESSAGES.subscribed);
  });

  app.post<{ Body: PushUnsubscribeRequest }>("/unsubscribe", { preHandler: guard, schema: { body: PushUnsubscribeRequest } }, async (request) => {
    await push.unsubscribe(sessionOf(request).user.id, request.body.endpoint);
    return ok(request, null, PUSH_MESSAGES.unsubscribed);
  });
}
