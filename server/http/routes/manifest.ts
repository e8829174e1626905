import { existsSync } from "node:fs";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { languageRecord } from "#domain/locales.ts";
import { MESSAGES } from "#server/i18n/messages.ts";
import type { HttpDeps } from "../deps.ts";

/** The app's dark shell colour (index.html theme-color), so the splash screen matches the first paint. */
const SHELL_COLOUR = "#0d1117";

const ICONS = [
  { src: "/icon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" },
  { src: "/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
  { src: "/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
  { src: "/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
];

/** GET /manifest.json: the web app manifest, in the caller's language; it lists the icons the build contains. */
export async function manifestRoutes(app: FastifyInstance, { config }: HttpDeps): Promise<void> {
  const icons = ICONS.filter((icon) => existsSync(join(config.staticDir, icon.src)));
  const shortcutIcons = icons.filter((icon) => icon.sizes === "192x192").map(({ src, sizes, type }) => ({ src, sizes, type }));
  app.get("/manifest.json", async (request, reply) => {
    const { locale, dir } = languageRecord(request.lang);
    return reply
      .header("cache-control", "no-cache")
      .type("application/manifest+json; charset=utf-8")
      .send({
        id: "/",
        name: "Pipwise",
        short_name: "Pipwise",
        description: request.t(MESSAGES.appDescription),
        lang: locale,
        dir,
        start_url: "/",
        scope: "/",
        display: "standalone",
        orientation: "portrait",
        theme_color: SHELL_COLOUR,
        background_color: SHELL_COLOUR,
        categories: ["finance"],
        icons,
        // A long press on the installed icon goes straight to the chart or to the open positions.
        shortcuts: [
          { name: request.t(MESSAGES.shortcutTrade), url: "/trade", icons: shortcutIcons },
          { name: request.t(MESSAGES.shortcutOrders), url: "/order", icons: shortcutIcons },
        ],
      });
  });
}
