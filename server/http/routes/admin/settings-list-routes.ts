import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Static, TSchema } from "typebox";
import { FUNDS_MESSAGES } from "../../../i18n/funds-messages.ts";
import { ok } from "../../envelope.ts";
import { IdParams } from "./id-params.ts";
import { operatorId } from "./operator-id.ts";

interface SettingsList<Input extends TSchema> {
  input: Input;
  list: () => Promise<unknown>;
  /** A new row when id is null, a change to row id otherwise; audited under the operator's id. */
  save: (operatorId: number, id: number | null, input: Static<Input>) => Promise<unknown>;
}

/** A list of funds settings (channels, wire banks, withdraw currencies): GET "" lists, POST "" adds, POST /:id changes, always the full input. */
export function settingsListRoutes<Input extends TSchema>(app: FastifyInstance, { input, list, save }: SettingsList<Input>): void {
  const guarded = { preHandler: app.requireOperator };
  app.get("", guarded, async (request) => ok(request, await list()));
  // The body schema has checked the body; fastify cannot carry a generic schema's type to it.
  const body = (request: FastifyRequest) => request.body as Static<Input>;
  app.post("", { ...guarded, schema: { body: input } }, async (request) =>
    ok(request, await save(operatorId(request), null, body(request)), FUNDS_MESSAGES.saved),
  );
  app.post<{ Params: IdParams }>("/:id", { ...guarded, schema: { params: IdParams, body: input } }, async (request) =>
    ok(request, await save(operatorId(request), request.params.id, body(request)), FUNDS_MESSAGES.saved),
  );
}
