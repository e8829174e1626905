/**
 * Writes public/icon-maskable-512.png from public/icon.svg: the artwork shrunk into the maskable
 * safe zone (the centre circle of 80 % diameter) on a full-bleed background, so launchers can
 * crop it to any shape. Run after changing the icon: node --import tsx scripts/generate-maskable-icon.ts
 */
import { readFile, writeFile } from "node:fs/promises";
import { Resvg } from "@resvg/resvg-js";

const SIZE = 512;
const SAFE_SCALE = 0.8;

const source = await readFile(new URL("../public/icon.svg", import.meta.url), "utf8");
const background = /<rect\b[^>]*\bfill="([^"]+)"[^>]*\/>/.exec(source);
if (!background) throw new Error("public/icon.svg must start its drawing with a background <rect fill=…/>");
const artwork = source.slice(background.index + background[0].length, source.lastIndexOf("</svg>"));
const offset = (SIZE * (1 - SAFE_SCALE)) / 2;

const maskable =
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIZE} ${SIZE}">` +
  `<rect width="${SIZE}" height="${SIZE}" fill="${background[1]}"/>` +
  `<g transform="translate(${offset} ${offset}) scale(${SAFE_SCALE})">${artwork}</g></svg>`;

const png = new Resvg(maskable, { fitTo: { mode: "width", value: SIZE } }).render().asPng();
await writeFile(new URL("../public/icon-maskable-512.png", import.meta.url), png);
console.log(`public/icon-maskable-512.png: ${png.length} bytes`);
