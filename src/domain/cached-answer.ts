/**
 * Set by the service worker on an API read it answered from its cache (the network failed or was
 * too slow): when the server sent that answer, as its Date header said. The page stamps what it
 * shows with that time.
 */
export const CACHED_AT_HEADER = "x-pipwise-cached-at";
