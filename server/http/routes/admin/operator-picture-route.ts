import type { FastifyInstance, FastifyRequest } from "fastify";
import type { UploadedPicture } from "#domain/contract/back-office.ts";
import type { Multipart, Route } from "#domain/contract/routes/route.ts";
import { IDENTITY_MESSAGES } from "#server/i18n/identity-messages.ts";
import { ok } from "#server/http/envelope.ts";
import { acceptFile, fileBytes } from "#server/http/file-part.ts";
import { serve } from "#server/http/serve.ts";

/** `route`: one operator's picture (a cover, a logo), checked and stored privately by `save`. */
export async function operatorPictureRoute(
  app: FastifyInstance,
  route: Route<typeof Multipart, typeof UploadedPicture>,
  save: (request: FastifyRequest, bytes: Buffer) => Promise<UploadedPicture>,
): Promise<void> {
  await app.register(async (pictures) => {
    // The back office reads forms' fields from multipart bodies; here the body is one file, read as a stream.
    pictures.removeContentTypeParser("multipart/form-data");
    await acceptFile(pictures);
    serve(pictures, route, { preHandler: app.requireOperator }, async (request) => ok(request, await save(request, await fileBytes(request)), IDENTITY_MESSAGES.uploaded));
  });
}
