import type { FastifyReply } from "fastify";
import type { StoredImage } from "../services/uploads/uploads.ts";

const EXTENSION = { "image/jpeg": "jpg", "image/png": "png", "image/webp": "webp" } as const;

/**
 * A private image: shown inline under its own id as name, never sniffed into another type, kept
 * by no shared cache, and sandboxed should a browser open it as a page.
 */
export function sendImage(reply: FastifyReply, id: string, image: StoredImage): FastifyReply {
  return reply
    .header("content-type", image.type)
    .header("content-disposition", `inline; filename="${id}.${EXTENSION[image.type]}"`)
    .header("cache-control", "private, no-store")
    .header("content-security-policy", "default-src 'none'; sandbox")
    .send(image.data);
}
