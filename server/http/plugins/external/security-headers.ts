import helmet from "helmet";
import type { FastifyInstance } from "fastify";

/** The origin of the operator's support page, which /mine/chat embeds; none when it is not an http(s) URL. */
function originOf(link: string): string[] {
  try {
    const url = new URL(link);
    return url.protocol === "https:" || url.protocol === "http:" ? [url.origin] : [];
  } catch {
    return [];
  }
}

/**
 * The policy the PWA runs under. Every script, style and worker (the SharedWorker, the service
 * worker, Web Workers) is a file of our own origin; nothing is inline. Images may also be data:
 * and blob: URLs (canvas snapshots, inline SVG icons); the socket is same-origin, which `'self'`
 * covers for ws: and wss: in CSP 3. The only frame is the support chat.
 */
export const contentSecurityPolicy = (serviceLink: string) => ({
  "default-src": ["'self'"],
  "script-src": ["'self'"],
  "style-src": ["'self'"],
  "img-src": ["'self'", "data:", "blob:"],
  "font-src": ["'self'", "data:"],
  "connect-src": ["'self'"],
  "worker-src": ["'self'"],
  "manifest-src": ["'self'"],
  "object-src": ["'none'"],
  "base-uri": ["'none'"],
  "form-action": ["'self'"],
  "frame-src": ["'self'", ...originOf(serviceLink)],
  "frame-ancestors": ["'none'"],
});

const HSTS = "max-age=31536000; includeSubDomains";

/**
 * Security headers on every answer the app sends (the trading UI must never be framed). Helmet's
 * middleware is built once: @fastify/helmet built it anew for every request.
 */
export async function registerSecurityHeaders(app: FastifyInstance, serviceLink: string): Promise<void> {
  const setHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(serviceLink) },
    xFrameOptions: { action: "deny" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    // Only a browser that reached us over TLS may be told to insist on it; over plain HTTP it is ignored at best.
    strictTransportSecurity: false,
  });
  app.addHook("onRequest", (request, reply, done) => {
    if (request.protocol === "https") reply.header("strict-transport-security", HSTS);
    // Helmet 8 throws its errors instead of passing them on, so its callback carries none.
    setHeaders(request.raw, reply.raw, () => done());
  });
}
