import type { FastifyInstance } from "fastify";
import type { HttpDeps } from "../../../../deps.ts";
import { ok } from "../../../../envelope.ts";

/**
 * /v1/api/test: doors for the tests into what a person would read elsewhere (the mailbox, the
 * captcha picture) and into time. Registered only when PIPWISE_TEST_HOOKS=1, never in production.
 */
export async function accountTestHookRoutes(app: FastifyInstance, { accounts }: HttpDeps): Promise<void> {
  app.get<{ Querystring: { to: string } }>(
    "/outbox",
    { schema: { querystring: { type: "object", required: ["to"], properties: { to: { type: "string", minLength: 1 } } } } },
    async (request) => {
      const rows = await accounts.outbox.read(request.query.to);
      return ok(request, rows.map(({ id, channel, recipient, subject, body, createdAt }) => ({ id, channel, to: recipient, subject, body, created_at: createdAt })));
    },
  );

  app.get<{ Querystring: { id: string } }>(
    "/captcha",
    { schema: { querystring: { type: "object", required: ["id"], properties: { id: { type: "string" } } } } },
    async (request) => ok(request, { answer: accounts.captchas.peek(request.query.id) ?? null }),
  );

  /** Moves the accounts' clock forward: codes, sessions and rate windows expire without waiting. */
  app.post<{ Body: { advance_ms: number } }>(
    "/clock",
    { schema: { body: { type: "object", required: ["advance_ms"], properties: { advance_ms: { type: "integer", minimum: 0 } } } } },
    async (request) => {
      accounts.clock.advance(request.body.advance_ms);
      return ok(request, { now: accounts.clock.now() });
    },
  );
}
