import { randomInt } from "node:crypto";
import { glyph, type Point } from "./captcha-glyphs.ts";

const WIDTH = 150;
const HEIGHT = 50;
const CELL = 26;
const GLYPH_SCALE = 5;

/** A random number in [min, max) with 1/1000 steps, from the cryptographic generator. */
function between(min: number, max: number): number {
  return min + (randomInt(1000) / 1000) * (max - min);
}

const colour = () => `hsl(${randomInt(360)},${randomInt(45, 75)}%,${randomInt(25, 45)}%)`;
const fixed = (n: number) => n.toFixed(1);

/** Each character is scaled, turned, shifted and wobbled on its own, so no two pictures match. */
function characterPaths(char: string, index: number): string {
  const angle = between(-0.45, 0.45);
  const scale = GLYPH_SCALE * between(0.85, 1.15);
  const originX = 12 + index * CELL + between(-3, 3);
  const originY = 10 + between(-4, 4);
  const place = ([x, y]: Point): string => {
    const dx = (x - 2 + between(-0.25, 0.25)) * scale;
    const dy = (y - 3 + between(-0.25, 0.25)) * scale;
    const px = originX + 10 + dx * Math.cos(angle) - dy * Math.sin(angle);
    const py = originY + 15 + dx * Math.sin(angle) + dy * Math.cos(angle);
    return `${fixed(px)} ${fixed(py)}`;
  };
  const stroke = colour();
  return glyph(char)
    .map((line) => `<path d="M${line.map(place).join("L")}" stroke="${stroke}" stroke-width="${fixed(between(2.2, 3.4))}"/>`)
    .join("");
}

/** Curves across the whole picture, in the characters' colours and widths, so strokes cannot be told apart by style. */
function noiseCurves(count: number): string {
  let paths = "";
  for (let i = 0; i < count; i++) {
    const y = () => fixed(between(5, HEIGHT - 5));
    paths += `<path d="M0 ${y()}C${fixed(between(30, 70))} ${y()} ${fixed(between(80, 120))} ${y()} ${WIDTH} ${y()}" stroke="${colour()}" stroke-width="${fixed(between(1, 2.6))}"/>`;
  }
  return paths;
}

function noiseDots(count: number): string {
  let dots = "";
  for (let i = 0; i < count; i++) {
    dots += `<circle cx="${fixed(between(0, WIDTH))}" cy="${fixed(between(0, HEIGHT))}" r="${fixed(between(0.6, 1.8))}" fill="${colour()}"/>`;
  }
  return dots;
}

/** An SVG picture of `answer` with noise, as a data: URL ready for an <img src>. */
export function captchaDataUrl(answer: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">` +
    `<rect width="100%" height="100%" fill="hsl(${randomInt(360)},40%,94%)"/>` +
    `<g fill="none" stroke-linecap="round" stroke-linejoin="round">${noiseCurves(4)}${[...answer].map(characterPaths).join("")}${noiseCurves(2)}</g>` +
    noiseDots(40) +
    `</svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
}
