import type { FastifyInstance } from "fastify";
import { ChannelInput } from "../../../../../src/domain/contract/back-office-funds.ts";
import type { HttpDeps } from "../../../deps.ts";
import { settingsListRoutes } from "../settings-list-routes.ts";

/** /admin/api/channels: the crypto deposit channels an operator adds, changes, prices and switches off. */
export async function channelRoutes(app: FastifyInstance, { backOffice }: HttpDeps): Promise<void> {
  settingsListRoutes(app, { input: ChannelInput, list: backOffice.channels, save: backOffice.saveChannel });
}
