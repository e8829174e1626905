/// <reference lib="webworker" />
import { clientsClaim, type WorkboxPlugin } from "workbox-core";
import { ExpirationPlugin } from "workbox-expiration";
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { CacheFirst, NetworkFirst } from "workbox-strategies";
import { CACHED_AT_HEADER } from "#domain/cached-answer.ts";
import { SKIP_WAITING } from "#domain/app-update.ts";
import { apiCacheKey, isCachedApiPath } from "./sw-cache-key.ts";
import { registerPushHandlers } from "./sw-push.ts";

declare let self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null } | string> };

// A new build waits until the user agrees to it (the app posts SKIP_WAITING); the first one
// takes the open tab at once, since nothing older is there to replace.
self.addEventListener("message", (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: unknown } | null)?.type === SKIP_WAITING) void self.skipWaiting();
});
clientsClaim();
registerPushHandlers(self);

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every SPA route is answered by the precached shell; server paths and the operators' back office
// (a page of its own, never precached) keep going to the network.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL("index.html"), {
    denylist: [/^\/api\//, /^\/v1\//, /^\/logos\//, /^\/manifest\.json$/, /^\/sw\.js$/, /^\/admin(\/|$)/],
  }),
);

const apiKeyPlugin: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => apiCacheKey(request.url, request.headers.get("lang")),
};

/** Only successful envelopes (code 1) are worth replaying offline. */
const successfulEnvelopeOnly: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => {
    if (!response.ok) return null;
    try {
      const body = (await response.clone().json()) as { code?: unknown };
      return body.code === 1 ? response : null;
    } catch {
      return null;
    }
  },
};

/** An answer from the cache says when the server sent it, so the page can say how old it is. */
const stampCachedAnswer: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    if (!cachedResponse) return cachedResponse;
    const headers = new Headers(cachedResponse.headers);
    headers.set(CACHED_AT_HEADER, cachedResponse.headers.get("date") ?? new Date(0).toUTCString());
    return new Response(cachedResponse.body, { status: cachedResponse.status, statusText: cachedResponse.statusText, headers });
  },
};

registerRoute(
  ({ url, request, sameOrigin }) => sameOrigin && request.method === "GET" && isCachedApiPath(url.pathname),
  new NetworkFirst({
    cacheName: "api-reads",
    networkTimeoutSeconds: 3,
    plugins: [apiKeyPlugin, successfulEnvelopeOnly, stampCachedAnswer, new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 7 * 24 * 3600 })],
  }),
);

registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith("/logos/"),
  new CacheFirst({
    cacheName: "logos",
    plugins: [new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 30 * 24 * 3600 })],
  }),
);
