import fastifyCompress from "@fastify/compress";
import type { FastifyInstance } from "fastify";

/** Smaller answers fit a packet or two; compressing them costs more than it saves. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compresses the answers of every route registered after it (the API, logos, the manifest):
 * brotli where the browser takes it, gzip otherwise. Register it after the static files, which
 * the build compressed once. Images already compressed (PNG, JPEG, WebP) are left as they are by
 * their type; the socket's upgrade never sends a reply body. Request bodies are not inflated: the
 * app never sends them compressed, so accepting them would only widen what the parsers see.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    encodings: ["br", "gzip"],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    globalDecompression: false,
  });
}
