import { UPLOAD_MAX_BYTES, UPLOAD_SHRINK_EDGE, UPLOAD_TYPES } from "#domain/identity.ts";

export interface Size {
  width: number;
  height: number;
}

/** `size` scaled down, never up, so its longest edge is at most `edge`; whole pixels, at least 1. */
export function fitWithin({ width, height }: Size, edge = UPLOAD_SHRINK_EDGE): Size {
  const scale = Math.min(1, edge / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * The size to re-encode a picked picture at, or null to send the file as it is: it already fits
 * the edge, is a type the server takes, and is under its byte limit.
 */
export function reencodeSize(file: Pick<Blob, "type" | "size">, decoded: Size): Size | null {
  const fitted = fitWithin(decoded);
  const fits = fitted.width === decoded.width && fitted.height === decoded.height;
  const sendable = (UPLOAD_TYPES as readonly string[]).includes(file.type) && file.size <= UPLOAD_MAX_BYTES;
  return fits && sendable ? null : fitted;
}
