import type { FastifyInstance } from "fastify";
import { WithdrawCurrencyInput } from "../../../../../src/domain/contract/back-office-withdraw.ts";
import type { HttpDeps } from "../../../deps.ts";
import { settingsListRoutes } from "../settings-list-routes.ts";

/** /admin/api/withdraw-currencies: what users may withdraw in, at which rate and fee, set by an operator. */
export async function withdrawCurrencyRoutes(app: FastifyInstance, { backOffice }: HttpDeps): Promise<void> {
  settingsListRoutes(app, { input: WithdrawCurrencyInput, list: backOffice.withdrawCurrencies, save: backOffice.saveWithdrawCurrency });
}
