import type { Plugin, Rollup } from "vite";
import { FIRST_CHUNKS_META, type FirstChunks } from "../src/app/first-chunks.ts";

const CATALOG = /\/locales\/([^/]+)\.po$/;
/** Vite writes a worker as an asset named after its entry, workers/realtime.ts. */
const REALTIME_WORKER = /^assets\/realtime-[\w-]+\.js$/;

type ViteChunk = Rollup.OutputChunk & { viteMetadata?: { importedCss: Set<string> } };

/** `from` and every chunk it imports statically, by file name. */
function staticClosure(bundle: Rollup.OutputBundle, from: ViteChunk): ViteChunk[] {
  const seen = new Map<string, ViteChunk>();
  const visit = (chunk: ViteChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.set(chunk.fileName, chunk);
    for (const name of chunk.imports) {
      const imported = bundle[name];
      if (imported?.type === "chunk") visit(imported);
    }
  };
  visit(from);
  return [...seen.values()];
}

const filesOf = (chunks: ViteChunk[]) => chunks.flatMap((chunk) => [chunk.fileName, ...(chunk.viteMetadata?.importedCss ?? [])]);

/**
 * Writes the map of `src/app/first-chunks.ts` into the PWA's page: for each path of `pages` (to its
 * page module, from the project's root) the chunks and styles that page loads which the entry does
 * not already, each catalog's chunk, and the realtime worker's script.
 */
export function firstChunks(pages: Record<string, string>): Plugin {
  return {
    name: "pipwise:first-chunks",
    transformIndexHtml: {
      order: "post",
      handler(html, { bundle, filename }) {
        if (!bundle || !filename.endsWith("/index.html") || filename.includes("/src/admin/")) return html;
        const chunks = Object.values(bundle).filter((file): file is ViteChunk => file.type === "chunk");
        const entry = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId === filename);
        if (!entry) throw new Error(`no entry chunk for ${filename}`);
        const withEntry = new Set(filesOf(staticClosure(bundle, entry)));
        const realtime = Object.values(bundle).find((file) => file.type === "asset" && REALTIME_WORKER.test(file.fileName));
        if (!realtime) throw new Error("no realtime worker in the bundle");
        const map: FirstChunks = { pages: {}, catalogs: {}, realtime: `/${realtime.fileName}` };
        for (const [path, source] of Object.entries(pages)) {
          const page = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(`/${source}`));
          if (!page) throw new Error(`no chunk for the page ${source}`);
          map.pages[path] = filesOf(staticClosure(bundle, page)).filter((file) => !withEntry.has(file)).map((file) => `/${file}`);
        }
        for (const chunk of chunks) {
          const locale = CATALOG.exec(chunk.facadeModuleId ?? "")?.[1];
          if (locale && !chunk.facadeModuleId!.includes("/locales/admin/")) map.catalogs[locale] = `/${chunk.fileName}`;
        }
        const content = JSON.stringify(map).replaceAll("&", "&amp;").replaceAll('"', "&quot;");
        const charset = /<meta charset="[^"]*" \/>/.exec(html);
        if (!charset) throw new Error(`${filename} has no <meta charset> to put the first chunks after`);
        const at = charset.index + charset[0].length;
        return `${html.slice(0, at)}\n    <meta name="${FIRST_CHUNKS_META}" content="${content}" />${html.slice(at)}`;
      },
    },
  };
}
