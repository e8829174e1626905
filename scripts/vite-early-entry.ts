import { resolve } from "node:path";
import type { Plugin } from "vite";

/**
 * Builds `path` (from the project's root) as an entry of its own and puts its script first in the
 * PWA page's head: the browser runs it as soon as its few bytes are in, while the main bundle is
 * still loading and evaluating. (Vite joins every module script of a page into one entry, which
 * would run it only after the whole bundle.) In development it is simply the page's first script.
 * Its imports are preloaded beside it.
 */
export function earlyEntry(name: string, path: string): Plugin {
  return {
    name: `pipwise:early-entry:${name}`,
    config: (config) => ({ build: { rolldownOptions: { input: { [name]: resolve(config.root ?? process.cwd(), path) } } } }),
    transformIndexHtml: {
      order: "post",
      handler(_html, { bundle, filename }) {
        if (!filename.endsWith("/index.html") || filename.includes("/src/admin/")) return [];
        const chunk = bundle && Object.values(bundle).find((file) => file.type === "chunk" && file.isEntry && file.name === name);
        const src = chunk ? `/${chunk.fileName}` : `/${path}`;
        // Its imports are fetched beside it, not one round trip after it.
        const imports = chunk?.type === "chunk" ? chunk.imports : [];
        return [
          { tag: "script", attrs: { type: "module", src }, injectTo: "head-prepend" },
          ...imports.map((file) => ({ tag: "link", attrs: { rel: "modulepreload", crossorigin: true, href: `/${file}` }, injectTo: "head-prepend" as const })),
        ];
      },
    },
  };
}
