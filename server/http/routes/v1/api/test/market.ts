import type { FastifyInstance } from "fastify";
import { CODE_BAD_REQUEST } from "#domain/envelope.ts";
import { MESSAGES } from "#server/i18n/messages.ts";
import { ScriptError, type ScriptedPriceSource } from "#server/market/scripted-source.ts";
import { ApiError } from "#server/http/api-error.ts";
import { ok } from "#server/http/envelope.ts";

const CODE = { type: "string", minLength: 1 } as const;
const PRICE = { type: "string", minLength: 1 } as const;

/** Runs a script step, answering a step the source refuses as a bad parameter. */
function play<T>(step: () => T): T {
  try {
    return step();
  } catch (error) {
    if (error instanceof ScriptError) throw new ApiError(400, CODE_BAD_REQUEST, MESSAGES.invalidParam, { name: error.param });
    throw error;
  }
}

/**
 * /v1/api/test/market: the end-to-end tests play prices (an exact price, a jump, a market closed
 * and reopened across a gap). Registered only with MARKET_SOURCE=scripted and PIPWISE_TEST_HOOKS=1.
 */
export async function priceScriptRoutes(app: FastifyInstance, { priceScript }: { priceScript: ScriptedPriceSource }): Promise<void> {
  app.post<{ Body: { code: string; price: string } }>(
    "/price",
    { schema: { body: { type: "object", required: ["code", "price"], properties: { code: CODE, price: PRICE } } } },
    async (request) => ok(request, play(() => priceScript.push(request.body.code, request.body.price))),
  );

  app.post<{ Body: { code: string } }>(
    "/close",
    { schema: { body: { type: "object", required: ["code"], properties: { code: CODE } } } },
    async (request) => ok(request, play(() => (priceScript.close(request.body.code), { code: request.body.code, open: false }))),
  );

  app.post<{ Body: { code: string; price?: string } }>(
    "/reopen",
    { schema: { body: { type: "object", required: ["code"], properties: { code: CODE, price: PRICE } } } },
    async (request) => ok(request, { code: request.body.code, open: true, tick: play(() => priceScript.reopen(request.body.code, request.body.price)) ?? null }),
  );
}
