import type { UPLOAD_TYPES } from "#domain/identity.ts";

export type ImageType = (typeof UPLOAD_TYPES)[number];

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);

const ASCII = (text: string) => [...text].map((c) => c.charCodeAt(0));

/**
 * The image type the first bytes announce, whatever the file's name or declared type say; null for
 * anything else (GIF, SVG, HTML, a PDF, a ZIP). The decoder then has to agree.
 */
export function imageTypeOf(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(bytes, [0x89, ...ASCII("PNG"), 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(bytes, ASCII("RIFF")) && startsWith(bytes, ASCII("WEBP"), 8)) return "image/webp";
  return null;
}
