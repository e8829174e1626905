import { encode } from "uqr";

/** Light modules around the code: scanners need a quiet zone, and 2 is enough on a white card. */
const QUIET_ZONE = 2;

export interface QrDrawing {
  /** Modules along a side, quiet zone included: the SVG's viewBox. */
  size: number;
  /** One SVG path of the dark modules, a rectangle for each horizontal run. */
  path: string;
}

/** An SVG path of a module matrix (true is dark): a row's adjacent dark modules make one rectangle, so the path stays short. */
export function modulesPath(rows: readonly (readonly boolean[])[]): string {
  const parts: string[] = [];
  rows.forEach((row, y) => {
    for (let x = 0; x < row.length; x += 1) {
      if (!row[x]) continue;
      const start = x;
      while (row[x + 1]) x += 1;
      const run = x - start + 1;
      parts.push(`M${start} ${y}h${run}v1h-${run}z`);
    }
  });
  return parts.join("");
}

/** The QR code of `text` (a deposit address), medium error correction so a smudged screen still scans. */
export function qrDrawing(text: string): QrDrawing {
  const { data, size } = encode(text, { ecc: "M", border: QUIET_ZONE });
  return { size, path: modulesPath(data) };
}
