import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const css = readFileSync(new URL("./theme.css", import.meta.url), "utf8");

/** The custom properties a rule of theme.css sets, by name without the leading dashes. */
function block(selector: string): Record<string, string> {
  const start = css.indexOf(`${selector} {`);
  if (start < 0) throw new Error(`no rule for ${selector}`);
  const body = css.slice(start, css.indexOf("}", start));
  return Object.fromEntries([...body.matchAll(/--([\w-]+):\s*([^;]+);/g)].map(([, name, value]) => [name, value.trim()]));
}

const THEMES = {
  dark: block(":root"),
  light: { ...block(":root"), ...block(':root[data-theme="light"]') },
};
type Theme = keyof typeof THEMES;

/** A token's value with var() references followed, as the browser computes it. */
function resolve(theme: Theme, name: string): string {
  const value = THEMES[theme][name] ?? name;
  const reference = /^var\(--([\w-]+)\)$/.exec(value)?.[1];
  return reference ? resolve(theme, reference) : value;
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
function contrast(text: string, background: string, under?: string, theme: Theme = "dark"): number {
  const colour = (name: string) => parse(resolve(theme, name));
  const ground = under ? over(colour(background), colour(under)) : colour(background);
  const [light, dark] = [luminance(colour(text)), luminance(ground)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}

// Every text colour on every background the PWA paints it on (small text: AA asks 4.5:1). Up and
// down are green and red, or red and green in the red-up convention, so both are checked as each.
const PAIRS: [text: string, background: string, under?: string][] = [
  ...["text", "muted", "accent", "green", "red", "demo", "real"].flatMap((text) =>
    ["bg", "surface", "surface-2"].map((background): [string, string] => [text, background]),
  ),
  ["on-fill", "green-fill"],
  ["on-fill", "red-fill"],
  ["on-fill", "flat-fill"],
  ["on-accent", "accent"],
  ...["green", "red"].flatMap((colour) => ["bg", "surface"].map((under): [string, string, string] => [colour, `${colour}-soft`, under])),
  ["demo", "demo-soft", "surface"],
  ["real", "real-soft", "surface"],
];

describe.each(Object.keys(THEMES) as Theme[])("the %s theme's colours", (theme) => {
  const named = PAIRS.map(([text, background, under]) => [under ? `${text} on ${background} over ${under}` : `${text} on ${background}`, text, background, under] as const);
  it.each(named)("%s reads at 4.5:1 or more", (_name, text, background, under) => {
    expect(contrast(text, background, under, theme)).toBeGreaterThanOrEqual(4.5);
  });
});

describe("measuring contrast", () => {
  it("measures white on black at 21:1 and a colour on itself at 1:1", () => {
    expect(contrast("#ffffff", "#000000")).toBeCloseTo(21, 5);
    expect(contrast("up", "up")).toBe(1);
  });

  it("follows up and down to the green and red of the theme", () => {
    expect(resolve("light", "up-fill")).toBe(THEMES.light["green-fill"]);
    expect(resolve("dark", "down")).toBe(THEMES.dark.red);
  });
});
