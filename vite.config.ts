import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import babel from "@rolldown/plugin-babel";
import { lingui } from "@lingui/vite-plugin";
import { VitePWA } from "vite-plugin-pwa";
import { earlyClassicScript } from "./scripts/vite-early-classic-script.ts";
import { precompress } from "./scripts/vite-precompress.ts";
import { firstChunks } from "./scripts/vite-first-chunks.ts";
import { keptTabPages } from "./scripts/kept-tab-pages.ts";

const API_TARGET = process.env.PIPWISE_API ?? "http://localhost:8080";

/** Lingui's macros need Babel; with plugin-react 6 Babel runs through @rolldown/plugin-babel. */
export const linguiMacroBabel = () =>
  babel({ plugins: ["@lingui/babel-plugin-lingui-macro"], include: [/\/(src|workers|server)\/.*\.[jt]sx?$/] });

/**
 * The operators' back office is a second page with its own entry: every chunk and stylesheet that
 * belongs to it alone (its entry, its catalogs) goes to assets/admin/, which the PWA's precache
 * leaves out.
 */
const ADMIN_SOURCE = /(^|\/)(src|locales)\/admin\//;
const inAdminFolder = (isAdmin: boolean, pattern: string) => (isAdmin ? `assets/admin/${pattern}` : `assets/${pattern}`);
const chunkFileName = (chunk: { facadeModuleId: string | null }) =>
  inAdminFolder(ADMIN_SOURCE.test(chunk.facadeModuleId ?? ""), "[name]-[hash].js");
const assetFileName = (asset: { originalFileNames: string[] }) =>
  inAdminFolder(asset.originalFileNames.some((name) => ADMIN_SOURCE.test(name)), "[name]-[hash][extname]");

export default defineConfig({
  plugins: [
    react(),
    linguiMacroBabel(),
    lingui(),
    VitePWA({
      strategies: "injectManifest",
      srcDir: "workers",
      filename: "sw.ts",
      registerType: "autoUpdate",
      injectRegister: false,
      manifest: false,
      injectManifest: {
        globPatterns: ["**/*.{js,css,html,svg,png,woff2}"],
        globIgnores: ["**/node_modules/**/*", "src/admin/**", "assets/admin/**"],
      },
    }),
    // The theme before the first paint, and the kept prices' read before the main bundle runs (the CSP forbids inline script).
    earlyClassicScript("early", "src/early.ts"),
    // The tab pages of src/app/kept-pages.tsx, whose chunks the early script fetches beside the main bundle.
    firstChunks(keptTabPages(fileURLToPath(new URL(".", import.meta.url)))),
    precompress(),
  ],
  worker: { format: "es" },
  // Maps are written for the operator but never referenced from the bundles; the server refuses to serve them.
  build: {
    target: "es2022",
    sourcemap: "hidden",
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      input: {
        index: fileURLToPath(new URL("index.html", import.meta.url)),
        admin: fileURLToPath(new URL("src/admin/index.html", import.meta.url)),
      },
      output: {
        entryFileNames: chunkFileName,
        chunkFileNames: chunkFileName,
        assetFileNames: assetFileName,
      },
      // Each role's facade (src/data/<role>/facade.ts) only re-exports: a page's hook (candles,
      // balance, area codes) then lands in that page's chunk instead of the home route's first
      // load, which imports the facade too.
      treeshake: { moduleSideEffects: [{ test: /\/src\/data\/[^/]+\/facade\.ts$/, sideEffects: false }] },
    },
  },
  server: {
    proxy: {
      "/api": API_TARGET,
      "/admin/api": API_TARGET,
      "/v1/api": API_TARGET,
      "/logos": API_TARGET,
      "/manifest.json": API_TARGET,
      "/openapi": API_TARGET,
      "/v1/ws": { target: API_TARGET.replace(/^http/, "ws"), ws: true },
    },
  },
});
