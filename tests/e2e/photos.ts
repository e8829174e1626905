import sharp from "sharp";

/** A phone-sized photo (an ID side, a transfer's receipt): 4000 × 3000 unless told otherwise, with the EXIF a phone writes; `hue` makes each one different. */
export function phonePhoto(hue: number, width = 4000, height = 3000): Promise<Buffer> {
  const noise = Buffer.alloc(400 * 300 * 3, 0).map((_, i) => (i * 7919 + hue * 31) % 251);
  return sharp(noise, { raw: { width: 400, height: 300, channels: 3 } })
    .resize(width, height, { kernel: "nearest" })
    .withExif({ IFD0: { Make: "PhoneMaker" } })
    .jpeg({ quality: 92 })
    .toBuffer();
}
