/**
 * Reads the page's first script starts before the main bundle has loaded, so that their answers
 * travel while it does; the API client takes each once instead of asking again.
 */
interface EarlyRead {
  lang: string;
  response: Promise<Response>;
  controller: AbortController;
}

// On the page's global, not in this module: the early script that starts them is a classic script
// with its own copy of this module, and the API client's copy takes them.
const page = globalThis as { pipwiseEarlyReads?: Map<string, EarlyRead> };
const reads = (page.pipwiseEarlyReads ??= new Map<string, EarlyRead>());

/** Starts a GET of `path` in `lang` as the API client would send it, with its `t` timestamp. */
export function startEarlyRead(path: string, lang: string): void {
  const controller = new AbortController();
  const response = fetch(`${path}?t=${Date.now()}`, { headers: { lang }, signal: controller.signal });
  // A read nobody takes fails unheard; the one who takes it hears of its failure.
  response.catch(() => undefined);
  reads.set(path, { lang, response, controller });
}

/**
 * The early answer to a GET of `path` in `lang`, at most once, cancelled with `signal`; undefined
 * when none was started for them (a read in another language is dropped).
 */
export function takeEarlyRead(path: string, lang: string, signal: AbortSignal): Promise<Response> | undefined {
  const read = reads.get(path);
  if (!read) return undefined;
  reads.delete(path);
  if (read.lang !== lang) {
    read.controller.abort();
    return undefined;
  }
  signal.addEventListener("abort", () => read.controller.abort(signal.reason), { once: true });
  return read.response;
}
