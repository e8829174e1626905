import type { FastifyInstance } from "fastify";

/** Which methods each registered path answers, so a miss can tell "wrong method" (405) from "no such path" (404). */
export interface RouteMethods {
  allowed(path: string): string[];
}

export function trackRouteMethods(app: FastifyInstance): RouteMethods {
  const byPath = new Map<string, Set<string>>();
  app.addHook("onRoute", (route) => {
    // Parametric and wildcard routes (static files, logos) have no single path to report.
    if (/[:*]/.test(route.url)) return;
    const methods = byPath.get(route.url) ?? new Set<string>();
    for (const method of [route.method].flat()) methods.add(method);
    byPath.set(route.url, methods);
  });
  return { allowed: (path) => [...(byPath.get(path) ?? [])].sort() };
}
