/**
 * Cache key for API reads: the `t` timestamp query every GET carries would make every key unique, and the
 * `lang` header changes the answer (translated names and messages), so the key drops the one and
 * carries the other.
 */
export function apiCacheKey(url: string, lang: string | null): string {
  const u = new URL(url);
  u.searchParams.delete("t");
  u.searchParams.delete("__lang");
  if (lang) u.searchParams.set("__lang", lang);
  u.searchParams.sort();
  return u.href;
}

/**
 * GET reads that stay readable offline: quotes, categories, sparklines, news and ranking. Chart
 * candles are not among them: the page keeps them in IndexedDB and must learn that the network
 * failed, to say how old the candles it shows are.
 */
const CACHED_API = [
  /^\/v1\/api\/forex\/(trade_list|getCategories|abbreviated_cache_kline)$/,
  /^\/api\/news\//,
  /^\/api\/follow\/list$/,
];

export function isCachedApiPath(pathname: string): boolean {
  return CACHED_API.some((re) => re.test(pathname));
}
