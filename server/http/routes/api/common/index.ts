import type { FastifyInstance } from "fastify";
import { IDENTITY_ROUTES } from "#domain/contract/routes/identity.ts";
import { IDENTITY_MESSAGES } from "#server/i18n/identity-messages.ts";
import { uploadNotFound } from "#server/services/uploads/uploads.ts";
import type { HttpDeps } from "#server/http/deps.ts";
import { ok } from "#server/http/envelope.ts";
import { acceptFile, fileBytes } from "#server/http/file-part.ts";
import { sessionOf } from "#server/http/plugins/app/session.ts";
import { sendImage } from "#server/http/send-image.ts";
import { serve, serveFile } from "#server/http/serve.ts";

/** /api/common: image uploads (image_upload) and reading one's own back. */
export async function commonRoutes(app: FastifyInstance, { identity }: HttpDeps): Promise<void> {
  await acceptFile(app);

  serve(app, IDENTITY_ROUTES.upload, { preHandler: app.requireRealAccount }, async (request) => {
    const user = sessionOf(request).user;
    const bytes = await fileBytes(request);
    return ok(request, await identity.uploads.save({ userId: user.id }, bytes), IDENTITY_MESSAGES.uploaded);
  });

  serveFile(app, IDENTITY_ROUTES.uploaded, { preHandler: app.requireSession }, async (request, reply) => {
    const image = await identity.uploads.read(request.params.id, { userId: sessionOf(request).user.id });
    if (!image) throw uploadNotFound();
    return sendImage(reply, request.params.id, image);
  });
}
