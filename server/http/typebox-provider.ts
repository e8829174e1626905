import type { FastifyTypeProvider } from "fastify";
import type { Static, TSchema } from "typebox";

/** Fastify's request and reply types read from the route's TypeBox (1.x) schemas. */
export interface TypeBoxProvider extends FastifyTypeProvider {
  validator: this["schema"] extends TSchema ? Static<this["schema"]> : unknown;
  serializer: this["schema"] extends TSchema ? Static<this["schema"]> : unknown;
}
