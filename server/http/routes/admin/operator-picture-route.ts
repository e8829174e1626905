import type { FastifyInstance, FastifyRequest } from "fastify";
import { IDENTITY_MESSAGES } from "../../../i18n/identity-messages.ts";
import { ok } from "../../envelope.ts";
import { acceptFile, fileBytes } from "../../file-part.ts";

/** POST `path`: one operator's picture (a cover, a logo), checked and stored privately by `save`. */
export async function operatorPictureRoute(app: FastifyInstance, path: string, save: (request: FastifyRequest, bytes: Buffer) => Promise<{ url: string }>): Promise<void> {
  await app.register(async (pictures) => {
    // The back office reads forms' fields from multipart bodies; here the body is one file, read as a stream.
    pictures.removeContentTypeParser("multipart/form-data");
    await acceptFile(pictures);
    pictures.post(path, { preHandler: app.requireOperator }, async (request) => ok(request, await save(request, await fileBytes(request)), IDENTITY_MESSAGES.uploaded));
  });
}
