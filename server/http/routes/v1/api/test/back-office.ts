import type { FastifyInstance } from "fastify";
import { Type, type Static } from "typebox";
import { Text } from "#domain/contract/fields.ts";
import type { HttpDeps } from "#server/http/deps.ts";
import { ok } from "#server/http/envelope.ts";

const NewOperator = Type.Object({ login: Text({ minLength: 3, maxLength: 64 }), password: Text({ minLength: 1, maxLength: 128 }) });

/**
 * /v1/api/test/operators: what `npm run operator:create` does, for end-to-end tests whose server
 * holds the embedded database (one process at a time). Only with PIPWISE_TEST_HOOKS=1.
 */
export async function backOfficeTestHookRoutes(app: FastifyInstance, { backOffice }: HttpDeps): Promise<void> {
  app.post<{ Body: Static<typeof NewOperator> }>("/", { schema: { body: NewOperator } }, async (request) =>
    ok(request, await backOffice.operators.create(request.body.login, request.body.password)),
  );
}
