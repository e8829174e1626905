import type { FastifyInstance } from "fastify";
import { Type } from "typebox";
import { Text } from "#domain/contract/fields.ts";
import { CODE_BAD_REQUEST } from "#domain/envelope.ts";
import { MESSAGES } from "#server/i18n/messages.ts";
import { userRepo } from "#server/accounts/user-repo.ts";
import { insertTestTrades } from "#server/ranking/test-trades.ts";
import { ApiError } from "#server/http/api-error.ts";
import type { HttpDeps } from "#server/http/deps.ts";
import { ok } from "#server/http/envelope.ts";

const Money = Type.String({ pattern: "^-?\\d{1,12}(\\.\\d{1,6})?$" });

const Trades = Type.Object({
  email: Text({ minLength: 3, maxLength: 320 }),
  trades: Type.Array(
    Type.Object({
      code: Text({ minLength: 1, maxLength: 32 }),
      days_ago: Type.Number({ minimum: 0, maximum: 3650 }),
      leverage: Type.Integer({ minimum: 1 }),
      margin: Money,
      fee: Money,
      profit: Money,
    }),
    { maxItems: 1000 },
  ),
});

interface TradesBody {
  email: string;
  trades: { code: string; days_ago: number; leverage: number; margin: string; fee: string; profit: string }[];
}

/**
 * /v1/api/test/ranking: the end-to-end tests give a real account weeks of closed orders, then
 * run the scheduled recomputation at once instead of waiting for it.
 */
export async function rankingTestHookRoutes(app: FastifyInstance, { store, ranking }: HttpDeps): Promise<void> {
  app.post<{ Body: TradesBody }>("/trades", { schema: { body: Trades } }, async (request) => {
    const { email, trades } = request.body;
    const user = await userRepo(store.db).byIdentity({ kind: "email", email: email.toLowerCase() });
    if (!user) throw new ApiError(400, CODE_BAD_REQUEST, MESSAGES.invalidParam, { name: "email" });
    const instruments = new Map((await store.catalog.instruments()).map((row) => [row.code, row.id]));
    const now = Date.now();
    const rows = trades.map((trade) => {
      const instrumentId = instruments.get(trade.code);
      if (instrumentId === undefined) throw new ApiError(400, CODE_BAD_REQUEST, MESSAGES.invalidParam, { name: "code" });
      return { ...trade, userId: user.id, instrumentId, closedAt: new Date(now - trade.days_ago * 86_400_000) };
    });
    await insertTestTrades(store.db, rows);
    return ok(request, { inserted: rows.length });
  });

  app.post("/refresh", async (request) => {
    await ranking.refresh();
    return ok(request, { entries: ranking.list().length });
  });
}
