import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/** The colour tokens of :root in theme.css, by name without the leading dashes. */
function tokens(): Record<string, string> {
  const css = readFileSync(new URL("./theme.css", import.meta.url), "utf8");
  const root = css.slice(css.indexOf(":root {"), css.indexOf("}", css.indexOf(":root {")));
  return Object.fromEntries([...root.matchAll(/--([\w-]+):\s*([^;]+);/g)].map(([, name, value]) => [name, value.trim()]));
}

type Rgba = [number, number, number, number];

function parse(colour: string): Rgba {
  const hex = /^#([\da-f]{3}|[\da-f]{6})$/i.exec(colour)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join("") : hex;
    return [0, 2, 4].map((at) => Number.parseInt(full.slice(at, at + 2), 16)).concat(1) as Rgba;
  }
  const rgba = /^rgba\(([^)]+)\)$/.exec(colour)?.[1];
  if (rgba) return rgba.split(",").map(Number) as Rgba;
  throw new Error(`not a colour: ${colour}`);
}

/** A translucent colour laid over an opaque one. */
function over([r, g, b, a]: Rgba, [br, bg, bb]: Rgba): Rgba {
  return [r * a + br * (1 - a), g * a + bg * (1 - a), b * a + bb * (1 - a), 1];
}

function luminance([r, g, b]: Rgba): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2 contrast ratio of text on a background: `background` may be a translucent token over an opaque one. */
function contrast(text: string, background: string, under?: string): number {
  const theme = tokens();
  const colour = (name: string) => parse(theme[name] ?? name);
  const ground = under ? over(colour(background), colour(under)) : colour(background);
  const [light, dark] = [luminance(colour(text)), luminance(ground)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}

// Every text colour on every background the PWA paints it on (small text: AA asks 4.5:1).
const PAIRS: [text: string, background: string, under?: string][] = [
  ...["text", "muted", "accent", "up", "down"].flatMap((text) => ["bg", "surface", "surface-2"].map((background): [string, string] => [text, background])),
  ["on-fill", "up-fill"],
  ["on-fill", "down-fill"],
  ["on-fill", "surface-2"],
  ["on-accent", "accent"],
  ["up", "up-soft", "bg"],
  ["up", "up-soft", "surface"],
  ["down", "down-soft", "bg"],
  ["down", "down-soft", "surface"],
];

describe("the theme's colours", () => {
  const named = PAIRS.map(([text, background, under]) => [under ? `${text} on ${background} over ${under}` : `${text} on ${background}`, text, background, under] as const);
  it.each(named)("%s reads at 4.5:1 or more", (_name, text, background, under) => {
    expect(contrast(text, background, under)).toBeGreaterThanOrEqual(4.5);
  });

  it("measures white on black at 21:1 and a colour on itself at 1:1", () => {
    expect(contrast("#ffffff", "#000000")).toBeCloseTo(21, 5);
    expect(contrast("up", "up")).toBe(1);
  });
});
