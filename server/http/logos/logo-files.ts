import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { join } from "node:path";
import { roundTile, svgBody } from "./tile.ts";

const require = createRequire(import.meta.url);

/** Where an npm package is installed; works for packages whose `exports` hide package.json. */
function packageDir(name: string): string {
  const dir = require.resolve.paths(name)?.map((base) => join(base, name)).find((candidate) => existsSync(candidate));
  if (!dir) throw new Error(`The icon package ${name} is not installed`);
  return dir;
}

/** Metals and energy have no brand: a Lucide glyph on the colour of the commodity. */
const COMMODITIES: Record<string, { icon: string; colour: string }> = {
  gold: { icon: "coins", colour: "#d4af37" },
  silver: { icon: "coins", colour: "#a8b0b8" },
  platinum: { icon: "gem", colour: "#7f8c99" },
  oil: { icon: "droplet", colour: "#3b3f46" },
  brent: { icon: "droplets", colour: "#1f5566" },
  gas: { icon: "flame", colour: "#2f6fdb" },
};

interface BrandIcon {
  slug: string;
  hex: string;
  path: string;
}

let brands: Promise<Map<string, BrandIcon>> | undefined;

/** simple-icons is one large module; it is loaded on the first brand logo asked for, not at start. */
function brandIcons(): Promise<Map<string, BrandIcon>> {
  brands ??= import("simple-icons").then((module) => {
    const icons = Object.values(module as Record<string, Partial<BrandIcon>>).filter((icon): icon is BrandIcon => typeof icon.slug === "string");
    return new Map(icons.map((icon) => [icon.slug, icon]));
  });
  return brands;
}

async function readIfExists(path: string): Promise<string | undefined> {
  return existsSync(path) ? readFile(path, "utf8") : undefined;
}

/** `<kind>-<name>.svg`, lower-case letters, digits and dashes only: nothing can point outside the icon folders. */
const FILE = /^(flag|crypto|brand|commodity)-([a-z0-9-]+)\.svg$/;

async function render(kind: string, name: string): Promise<string | undefined> {
  switch (kind) {
    case "flag":
      return readIfExists(join(packageDir("flag-icons"), "flags", "1x1", `${name}.svg`));
    case "crypto":
      return readIfExists(join(packageDir("cryptocurrency-icons"), "svg", "color", `${name}.svg`));
    case "brand": {
      const icon = (await brandIcons()).get(name);
      return icon && roundTile(`#${icon.hex}`, `<path d="${icon.path}"/>`, "fill");
    }
    default: {
      const commodity = COMMODITIES[name];
      const svg = commodity && (await readIfExists(join(packageDir("lucide-static"), "icons", `${commodity.icon}.svg`)));
      return svg ? roundTile(commodity.colour, svgBody(svg), "stroke") : undefined;
    }
  }
}

export interface LogoFiles {
  /** The SVG served as /logos/<file>, or undefined when there is no such logo. */
  svg(file: string): Promise<string | undefined>;
}

/** Logos come from maintained icon packages (flags, crypto marks, brand marks, Lucide), rendered once and kept. */
export function createLogoFiles(): LogoFiles {
  const cache = new Map<string, Promise<string | undefined>>();
  return {
    svg(file) {
      const match = FILE.exec(file);
      if (!match) return Promise.resolve(undefined);
      let svg = cache.get(file);
      if (!svg) cache.set(file, (svg = render(match[1]!, match[2]!)));
      return svg;
    },
  };
}
