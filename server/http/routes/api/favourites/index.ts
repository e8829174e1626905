import type { FastifyInstance } from "fastify";
import { FAVOURITE_ROUTES } from "#domain/contract/routes/favourites.ts";
import type { HttpDeps } from "#server/http/deps.ts";
import { ok } from "#server/http/envelope.ts";
import { acceptForms } from "#server/http/plugins/app/form-body.ts";
import { loginOf } from "#server/http/plugins/app/session.ts";
import { serve } from "#server/http/serve.ts";

/** /api/favourites: the caller's favourite instruments, in the caller's order. Any session, demo accounts too; only the caller's own list is read or changed. */
export async function favouriteRoutes(app: FastifyInstance, { favourites }: HttpDeps): Promise<void> {
  acceptForms(app);
  const guarded = { preHandler: app.requireLogin };
  const userOf = (request: Parameters<typeof loginOf>[0]) => loginOf(request).userId;

  serve(app, FAVOURITE_ROUTES.list, guarded, async (request) => ok(request, await favourites.list(userOf(request))));
  serve(app, FAVOURITE_ROUTES.add, guarded, async (request, input) => ok(request, await favourites.add(userOf(request), input.forex_id)));
  serve(app, FAVOURITE_ROUTES.remove, guarded, async (request, input) => ok(request, await favourites.remove(userOf(request), input.forex_id)));
  serve(app, FAVOURITE_ROUTES.order, guarded, async (request, input) => ok(request, await favourites.order(userOf(request), input.ids)));
}
