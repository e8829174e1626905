import type { FastifyRequest } from "fastify";
import { operatorOf } from "#server/http/plugins/app/operator-session.ts";

/** The id of the operator whose session passed requireOperator: who the audit line names. */
export const operatorId = (request: FastifyRequest): number => operatorOf(request).operator.id;
