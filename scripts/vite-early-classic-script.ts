import { resolve } from "node:path";
import { rolldown } from "rolldown";
import type { Plugin } from "vite";

/**
 * Builds `path` (from the project's root) with everything it imports into one classic script and
 * puts it after the PWA page's last <meta> (which it may set), without `async` or `defer`: the
 * parser runs it in place, before the body, so what it sets is there before the first paint; and
 * before the main bundle's tags, so its fetch is not queued behind theirs on a first visit. (A module script with `blocking="render"` held the first paint for its imports too,
 * each a fetch through the service worker and an evaluation of its own.) In development it is a
 * module script, run after the page is parsed.
 */
export function earlyClassicScript(name: string, path: string): Plugin {
  let root = process.cwd();
  let building = false;
  return {
    name: `pipwise:early-classic-script:${name}`,
    configResolved(config) {
      root = config.root;
      building = config.command === "build";
    },
    async buildStart() {
      if (!building) return;
      const bundle = await rolldown({ input: resolve(root, path), cwd: root, logLevel: "warn" });
      const { output } = await bundle.generate({ format: "iife", minify: true });
      await bundle.close();
      this.emitFile({ type: "asset", name: `${name}.js`, source: output[0].code });
    },
    transformIndexHtml: {
      order: "post",
      handler(html, { bundle, filename }) {
        if (!filename.endsWith("/index.html") || filename.includes("/src/admin/")) return html;
        const built = Object.values(bundle ?? {}).find((file) => file.type === "asset" && file.names.includes(`${name}.js`));
        if (!built) return [{ tag: "script", attrs: { type: "module", src: `/${path}` }, injectTo: "head" }];
        const lastMeta = [...html.matchAll(/<meta\b[^>]*>/g)].at(-1);
        if (!lastMeta) throw new Error(`${filename} has no <meta> to put the ${name} script after`);
        const at = lastMeta.index + lastMeta[0].length;
        return `${html.slice(0, at)}\n    <script src="/${built.fileName}"></script>${html.slice(at)}`;
      },
    },
  };
}
