import type { FastifyInstance } from "fastify";
import { WireBankInput } from "../../../../../src/domain/contract/back-office-funds.ts";
import type { HttpDeps } from "../../../deps.ts";
import { settingsListRoutes } from "../settings-list-routes.ts";

/** /admin/api/wire-banks: the banks users wire deposits to, added, changed, priced and switched off by an operator. */
export async function wireBankRoutes(app: FastifyInstance, { backOffice }: HttpDeps): Promise<void> {
  settingsListRoutes(app, { input: WireBankInput, list: backOffice.wireBanks, save: backOffice.saveWireBank });
}
