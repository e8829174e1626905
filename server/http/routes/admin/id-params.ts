import { Type, type Static } from "typebox";
import { Id } from "../../../../src/domain/contract/fields.ts";

/** `/:id` of a back-office record. */
export const IdParams = Type.Object({ id: Id() });
export type IdParams = Static<typeof IdParams>;
