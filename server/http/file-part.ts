import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { UPLOAD_MAX_BYTES } from "#domain/identity.ts";
import { IDENTITY_MESSAGES } from "../i18n/identity-messages.ts";
import { DomainError } from "../platform/domain-error.ts";
import { tooLarge } from "../services/uploads/image-intake.ts";

/** Lets the calling plugin's routes read one uploaded file, of at most an upload's size, and nothing else. */
export async function acceptFile(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 0, parts: 1, headerPairs: 20, fieldNameSize: 16 },
  });
}

/** The one file part `file`, whole; the client's file name and declared type are never read. */
export async function fileBytes(request: FastifyRequest): Promise<Buffer> {
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
