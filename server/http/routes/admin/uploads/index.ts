import type { FastifyInstance } from "fastify";
import { BACK_OFFICE_ROUTES as ROUTES } from "#domain/contract/routes/back-office.ts";
import { uploadNotFound } from "#server/services/uploads/uploads.ts";
import type { HttpDeps } from "#server/http/deps.ts";
import { sendImage } from "#server/http/send-image.ts";
import { serveFile } from "#server/http/serve.ts";

/** /admin/api/uploads/:id: a picture users uploaded privately (an ID side, a deposit's proof), shown only to an operator. */
export async function operatorUploadRoutes(app: FastifyInstance, { backOffice }: HttpDeps): Promise<void> {
  serveFile(app, ROUTES.upload, { preHandler: app.requireOperator }, async (request, reply) => {
    const image = await backOffice.upload(request.params.id);
    if (!image) throw uploadNotFound();
    return sendImage(reply, request.params.id, image);
  });
}
