import sharp from "sharp";
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_PIXELS } from "#domain/identity.ts";
import { IDENTITY_MESSAGES } from "#server/i18n/identity-messages.ts";
import { DomainError } from "#server/platform/domain-error.ts";
import { imageTypeOf, type ImageType } from "./image-type.ts";

export interface CleanImage {
  data: Buffer;
  type: ImageType;
  width: number;
  height: number;
}

const FORMAT_OF: Record<ImageType, string> = { "image/jpeg": "jpeg", "image/png": "png", "image/webp": "webp" };

export const tooLarge = () => new DomainError("too-large", IDENTITY_MESSAGES.uploadTooLarge, { megabytes: UPLOAD_MAX_BYTES / 1024 / 1024 });
const tooManyPixels = () => new DomainError("too-large", IDENTITY_MESSAGES.uploadTooManyPixels, { megapixels: UPLOAD_MAX_PIXELS / 1_000_000 });
const notImage = () => new DomainError("unsupported", IDENTITY_MESSAGES.uploadNotImage);

/**
 * Checks an uploaded file by its content and re-encodes it with libvips (sharp): turned upright by
 * its EXIF orientation, every metadata block (EXIF with GPS, XMP, ICC comments) dropped, and only the
 * first frame of an animation kept. Whatever else a polyglot file carried does not survive decoding.
 */
export async function intakeImage(bytes: Buffer): Promise<CleanImage> {
  if (bytes.length > UPLOAD_MAX_BYTES) throw tooLarge();
  const type = imageTypeOf(bytes);
  if (!type) throw notImage();
  // The header's size is read before any pixel is decoded, so a pixel flood costs nothing.
  const header = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!header || header.format !== FORMAT_OF[type]) throw notImage();
  if (header.width * header.height > UPLOAD_MAX_PIXELS) throw tooManyPixels();
  const image = sharp(bytes, { limitInputPixels: UPLOAD_MAX_PIXELS, failOn: "error" }).rotate();
  const encoded =
    type === "image/jpeg" ? image.jpeg({ quality: 88, mozjpeg: true }) : type === "image/png" ? image.png() : image.webp({ quality: 88 });
  const { data, info } = await encoded.toBuffer({ resolveWithObject: true }).catch(() => {
    throw new DomainError("invalid", IDENTITY_MESSAGES.uploadUnreadable);
  });
  return { data, type, width: info.width, height: info.height };
}
