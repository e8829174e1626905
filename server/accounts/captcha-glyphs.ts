/**
 * A stroke font for the captcha: each character is polylines on a 4 × 6 grid (y down), drawn as
 * SVG paths, so the picture holds no text element a script could simply read. The alphabet leaves
 * out look-alikes (0/O/Q, 1/I/L, 5/S, 2/Z, 8/B, 6/G).
 */
const STROKES: Record<string, string> = {
  "3": "0,0 4,0 2,2.5 4,3.5 4,5 3,6 1,6 0,5",
  "4": "3,6 3,0 0,4 4,4",
  "7": "0,0 4,0 1.5,6",
  "9": "4,3 1,3 0,2 0,1 1,0 3,0 4,1 4,5 3,6 1,6",
  A: "0,6 2,0 4,6|0.7,4 3.3,4",
  C: "4,1 3,0 1,0 0,1 0,5 1,6 3,6 4,5",
  D: "0,0 0,6 2.5,6 4,4.5 4,1.5 2.5,0 0,0",
  E: "4,0 0,0 0,6 4,6|0,3 3,3",
  F: "4,0 0,0 0,6|0,3 3,3",
  H: "0,0 0,6|4,0 4,6|0,3 4,3",
  J: "4,0 4,5 3,6 1,6 0,5",
  K: "0,0 0,6|4,0 0,3.5|1.2,2.6 4,6",
  M: "0,6 0,0 2,3 4,0 4,6",
  N: "0,6 0,0 4,6 4,0",
  P: "0,6 0,0 3,0 4,1 4,2 3,3 0,3",
  R: "0,6 0,0 3,0 4,1 4,2 3,3 0,3|2,3 4,6",
  T: "0,0 4,0|2,0 2,6",
  U: "0,0 0,5 1,6 3,6 4,5 4,0",
  V: "0,0 2,6 4,0",
  W: "0,0 1,6 2,2.5 3,6 4,0",
  X: "0,0 4,6|4,0 0,6",
  Y: "0,0 2,3 4,0|2,3 2,6",
};

export type Point = readonly [number, number];

export const CAPTCHA_ALPHABET = Object.keys(STROKES).join("");

/** The polylines of one character of CAPTCHA_ALPHABET. */
export function glyph(char: string): Point[][] {
  const strokes = STROKES[char];
  if (!strokes) throw new RangeError(`no glyph for ${JSON.stringify(char)}`);
  return strokes.split("|").map((line) => line.split(" ").map((pair) => pair.split(",").map(Number) as unknown as Point));
}
