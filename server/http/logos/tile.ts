/** Relative luminance (WCAG) of a #rrggbb colour, 0 = black … 1 = white. */
export function luminance(hex: string): number {
  const channel = (offset: number) => {
    const c = parseInt(hex.slice(1 + offset, 3 + offset), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
}

/**
 * A round badge in the style of the crypto marks: `background` disc with a 24×24 glyph centred on
 * it, drawn white or, on a light disc, near-black so it stays legible.
 */
export function roundTile(background: string, glyph: string, kind: "fill" | "stroke"): string {
  const ink = luminance(background) > 0.5 ? "#111111" : "#ffffff";
  const paint = kind === "fill" ? `fill="${ink}"` : `fill="none" stroke="${ink}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">` +
    `<circle cx="16" cy="16" r="16" fill="${background}"/>` +
    `<svg x="7" y="7" width="18" height="18" viewBox="0 0 24 24" ${paint}>${glyph}</svg>` +
    `</svg>`
  );
}

/** The drawing inside an icon file's outer <svg> element. */
export function svgBody(svg: string): string {
  const start = svg.indexOf(">", svg.indexOf("<svg")) + 1;
  return svg.slice(start, svg.lastIndexOf("</svg>")).trim();
}
