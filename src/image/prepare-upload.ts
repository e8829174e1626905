import { reencodeSize, type Size } from "./shrink-size.ts";

const JPEG_QUALITY = 0.85;

type Context2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

async function decode(file: Blob): Promise<ImageBitmap> {
  try {
    // Upright as the camera meant it: phones store portrait shots rotated, with an EXIF note.
    return await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch (error) {
    // Browsers older than the "from-image" value refuse the option itself (a TypeError); a file
    // that is no picture fails otherwise, and again here.
    if (error instanceof TypeError) return createImageBitmap(file);
    throw error;
  }
}

function draw(context: Context2D, bitmap: ImageBitmap, { width, height }: Size): void {
  // JPEG has no transparency: a transparent PNG would turn black without a white ground.
  context.fillStyle = "#fff";
  context.fillRect(0, 0, width, height);
  context.imageSmoothingQuality = "high";
  context.drawImage(bitmap, 0, 0, width, height);
}

function encodeJpeg(bitmap: ImageBitmap, size: Size): Promise<Blob> {
  const offscreen = typeof OffscreenCanvas === "function" ? new OffscreenCanvas(size.width, size.height) : undefined;
  const offscreenContext = offscreen?.getContext("2d");
  if (offscreen && offscreenContext) {
    draw(offscreenContext, bitmap, size);
    return offscreen.convertToBlob({ type: "image/jpeg", quality: JPEG_QUALITY });
  }
  // Safari before 16.4 has no OffscreenCanvas with a 2D context.
  const canvas = Object.assign(document.createElement("canvas"), size);
  const context = canvas.getContext("2d");
  if (!context) return Promise.reject(new Error("No 2D canvas to shrink the picture on"));
  draw(context, bitmap, size);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("The picture could not be encoded"))), "image/jpeg", JPEG_QUALITY),
  );
}

/**
 * What to send for a picked picture: the file itself when it is already small and of a type the
 * server takes, else a JPEG whose longest edge is at most UPLOAD_SHRINK_EDGE (a phone's 12 MP photo
 * is 3–6 MB; this is a few hundred kB). Rejects when the browser cannot decode the file.
 */
export async function prepareUpload(file: Blob): Promise<Blob> {
  const bitmap = await decode(file);
  try {
    const size = reencodeSize(file, bitmap);
    return size ? await encodeJpeg(bitmap, size) : file;
  } finally {
    bitmap.close();
  }
}
