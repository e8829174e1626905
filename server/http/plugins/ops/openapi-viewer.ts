import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { FastifyInstance } from "fastify";

/** Where the viewer is served; it reads the document at /openapi.json. */
export const OPENAPI_VIEWER_PATH = "/openapi/";

// No inline script or style: the page runs under the same Content-Security-Policy as the PWA.
const PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Pipwise API</title><link rel="stylesheet" href="swagger-ui.css"></head>
<body><div id="viewer"></div><script src="swagger-ui-bundle.js"></script><script src="viewer.js"></script></body>
</html>
`;

// validatorUrl: null, else Swagger UI asks a public validator for a badge, which the policy refuses.
const START = `SwaggerUIBundle({ url: "/openapi.json", dom_id: "#viewer", deepLinking: true, validatorUrl: null });\n`;

const ASSETS = [
  ["swagger-ui.css", "text/css; charset=utf-8"],
  ["swagger-ui-bundle.js", "text/javascript; charset=utf-8"],
] as const;

/**
 * Swagger UI (swagger-ui-dist, a development dependency) over /openapi.json, for development only
 * (NODE_ENV=development): a page and a starter script of our own, and the package's bundle and
 * styles, all from our origin.
 */
export async function registerOpenApiViewer(app: FastifyInstance): Promise<void> {
  const distDir = dirname(createRequire(import.meta.url).resolve("swagger-ui-dist/package.json"));
  const send = (path: string, type: string, body: string | Buffer) =>
    app.get(`${OPENAPI_VIEWER_PATH}${path}`, async (_request, reply) => reply.type(type).header("cache-control", "no-cache").send(body));
  send("", "text/html; charset=utf-8", PAGE);
  send("viewer.js", "text/javascript; charset=utf-8", START);
  for (const [file, type] of ASSETS) send(file, type, await readFile(join(distDir, file)));
}
