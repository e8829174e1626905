/**
 * The build's map of what a page load fetches after the main bundle has run: each tab page's own
 * chunks and styles, and each catalog's chunk. The build writes it into the page (a <meta>, since
 * the CSP refuses inline script), and the early script starts those fetches beside the main
 * bundle's, where they would otherwise start only once it had been evaluated.
 */
export interface FirstChunks {
  /** A tab page's path to its chunks (`.js`) and styles (`.css`) the main bundle does not carry. */
  pages: Record<string, string[]>;
  /** A catalog's locale to its chunk. */
  catalogs: Record<string, string>;
  /** The realtime worker's script, which the early script starts on a return to home (decision 0037). */
  realtime: string;
}

export const FIRST_CHUNKS_META = "pipwise-first-chunks";

let read: { chunks: FirstChunks | undefined } | undefined;

/** The map the build wrote into the page, read once; none in development, where the bundles are not built. */
export function pageFirstChunks(): FirstChunks | undefined {
  read ??= { chunks: readMeta() };
  return read.chunks;
}

function readMeta(): FirstChunks | undefined {
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${FIRST_CHUNKS_META}"]`);
  return meta ? (JSON.parse(meta.content) as FirstChunks) : undefined;
}

/**
 * What to fetch early for a load of `pathname` in `locale`: the page's chunks, and the catalog on
 * a first visit only (a return visit keeps the catalog in storage, so fetching it would only take
 * the service worker's and the main thread's time).
 */
export function earlyFetches(chunks: FirstChunks, pathname: string, locale: string, firstVisit: boolean): string[] {
  const catalog = firstVisit ? chunks.catalogs[locale] : undefined;
  return [...(Object.hasOwn(chunks.pages, pathname) ? chunks.pages[pathname]! : []), ...(catalog ? [catalog] : [])];
}
