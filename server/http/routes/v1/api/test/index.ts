import type { FastifyInstance } from "fastify";
import { Type } from "typebox";
import { Text } from "#domain/contract/fields.ts";
import type { HttpDeps } from "#server/http/deps.ts";
import { ok } from "#server/http/envelope.ts";

/**
 * /v1/api/test: doors for the tests into what a person would read elsewhere (the mailbox, the
 * captcha picture) and into time. Registered only when PIPWISE_TEST_HOOKS=1, never in production.
 */
export async function accountTestHookRoutes(app: FastifyInstance, { accounts, outbox, clock }: HttpDeps): Promise<void> {
  app.get<{ Querystring: { to: string } }>(
    "/outbox",
    { schema: { querystring: Type.Object({ to: Text({ minLength: 1, maxLength: 320 }) }) } },
    async (request) => {
      const rows = await outbox.read(request.query.to);
      return ok(request, rows.map(({ id, channel, recipient, subject, body, createdAt }) => ({ id, channel, to: recipient, subject, body, created_at: createdAt })));
    },
  );

  app.get<{ Querystring: { id: string } }>(
    "/captcha",
    { schema: { querystring: Type.Object({ id: Text({ maxLength: 64 }) }) } },
    async (request) => ok(request, { answer: (await accounts.captchas.peek(request.query.id)) ?? null }),
  );

  /** Moves the server's clock forward: codes, sessions and rate windows expire without waiting. */
  app.post<{ Body: { advance_ms: number } }>(
    "/clock",
    { schema: { body: Type.Object({ advance_ms: Type.Integer({ minimum: 0 }) }) } },
    async (request) => {
      clock.advance(request.body.advance_ms);
      return ok(request, { now: clock.now() });
    },
  );
}
