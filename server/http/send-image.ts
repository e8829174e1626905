import type { FastifyReply } from "fastify";
import type { StoredImage } from "../services/uploads/uploads.ts";

const EXTENSION = { "image/jpeg": "jpg", "image/png": "png", "image/webp": "webp" } as const;

/**
 * An image: shown inline under its own id as name, never sniffed into another type, and sandboxed
 * should a browser open it as a page. Private ones (the default) are kept by no cache.
 */
export function sendImage(reply: FastifyReply, id: string, image: StoredImage, cache = "private, no-store"): FastifyReply {
  return reply
    .header("content-type", image.type)
    .header("content-disposition", `inline; filename="${id}.${EXTENSION[image.type]}"`)
    .header("cache-control", cache)
    .header("content-security-policy", "default-src 'none'; sandbox")
    .send(image.data);
}
