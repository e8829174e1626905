import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { UPLOAD_MAX_BYTES } from "../../../../../src/domain/identity.ts";
import { IDENTITY_MESSAGES } from "../../../../i18n/identity-messages.ts";
import { DomainError } from "../../../../platform/domain-error.ts";
import { tooLarge } from "../../../../services/uploads/image-intake.ts";
import { uploadNotFound } from "../../../../services/uploads/uploads.ts";
import type { HttpDeps } from "../../../deps.ts";
import { ok } from "../../../envelope.ts";
import { sessionOf } from "../../../plugins/app/session.ts";
import { sendImage } from "../../../send-image.ts";

/** The one file part `file`, whole; the client's file name and declared type are never read. */
async function fileBytes(request: FastifyRequest): Promise<Buffer> {
  const missing = () => new DomainError("invalid", IDENTITY_MESSAGES.uploadMissing);
  if (!request.isMultipart()) throw missing();
  const part = await request.file().catch(() => undefined);
  if (!part || part.fieldname !== "file") throw missing();
  const bytes = await part.toBuffer().catch((error: { code?: string }) => {
    throw error.code === "FST_REQ_FILE_TOO_LARGE" ? tooLarge() : missing();
  });
  // The limit can be reached on the last chunk, after toBuffer last looked: the stream says so.
  if (part.file.truncated) throw tooLarge();
  return bytes;
}

/** /api/common: image uploads (SPEC §7 image_upload) and reading one's own back. */
export async function commonRoutes(app: FastifyInstance, { identity }: HttpDeps): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 0, parts: 1, headerPairs: 20, fieldNameSize: 16 },
  });

  app.post("/image_upload", { preHandler: app.requireRealAccount }, async (request) => {
    const user = sessionOf(request).user;
    const bytes = await fileBytes(request);
    return ok(request, await identity.uploads.save(user.id, bytes), IDENTITY_MESSAGES.uploaded);
  });

  app.get<{ Params: { id: string } }>("/upload/:id", { preHandler: app.requireSession }, async (request, reply) => {
    const image = await identity.uploads.read(request.params.id, { userId: sessionOf(request).user.id });
    if (!image) throw uploadNotFound();
    return sendImage(reply, request.params.id, image);
  });
}
