import { createServer, type Server } from "node:http";
import { timingSafeEqual } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { TRADING_ROUTES } from "#domain/contract/routes/trading.ts";
import type { Config } from "#server/config.ts";
import type { Metrics, OrderAction } from "#server/ops/metrics.ts";

const ORDER_ACTIONS = new Map<string, OrderAction>([
  [TRADING_ROUTES.submit.path, "submit"],
  [TRADING_ROUTES.close.path, "close"],
  [TRADING_ROUTES.cancel.path, "cancel"],
  [TRADING_ROUTES.setStops.path, "modify"],
]);

function bearerMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header ?? "");
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** /metrics on a port of its own, reached only by whoever the operator lets reach that port. */
async function listenApart(app: FastifyInstance, metrics: Metrics, port: number, host: string): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== "GET" || request.url !== "/metrics") return void response.writeHead(404).end();
    metrics.registry.metrics().then(
      (text) => response.writeHead(200, { "content-type": metrics.registry.contentType }).end(text),
      (error: unknown) => {
        app.log.error({ err: error }, "collecting the metrics failed");
        response.writeHead(500).end();
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, resolve);
  });
  return server;
}

/**
 * Times the order calls, and serves the metrics for Prometheus: on METRICS_PORT alone when it is
 * set, otherwise at /metrics on the public port, behind METRICS_TOKEN (a bearer token) when set.
 */
export async function registerMetricsRoute(app: FastifyInstance, metrics: Metrics, config: Pick<Config, "metricsToken" | "metricsPort" | "host">): Promise<void> {
  app.addHook("onResponse", async (request, reply) => {
    const action = ORDER_ACTIONS.get(request.routeOptions.url ?? "");
    if (action) metrics.orderServed(action, reply.statusCode, reply.elapsedTime);
  });
  if (config.metricsPort !== undefined) {
    const server = await listenApart(app, metrics, config.metricsPort, config.host);
    app.addHook("onClose", () => new Promise<void>((resolve) => server.close(() => resolve())));
    return;
  }
  const { metricsToken } = config;
  app.get("/metrics", async (request, reply) => {
    if (metricsToken !== undefined && !bearerMatches(request.headers.authorization, metricsToken)) {
      return reply.code(401).header("www-authenticate", "Bearer").send();
    }
    return reply.type(metrics.registry.contentType).header("cache-control", "no-store").send(await metrics.registry.metrics());
  });
}
