import { createServer, type Server } from "node:http";
import { timingSafeEqual } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { TRADING_ROUTES } from "#domain/contract/routes/trading.ts";
import type { Config } from "#server/config.ts";
import type { Metrics, OrderAction } from "#server/ops/metrics.ts";

type MetricsConfig = Pick<Config, "metricsToken" | "metricsPort" | "metricsHost">;

const ORDER_ACTIONS = new Map<string, OrderAction>([
  [TRADING_ROUTES.submit.path, "submit"],
  [TRADING_ROUTES.close.path, "close"],
  [TRADING_ROUTES.cancel.path, "cancel"],
  [TRADING_ROUTES.setStops.path, "modify"],
]);

interface Scrape {
  status: number;
  headers: Record<string, string>;
  body: string;
}

function bearerMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header ?? "");
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The metrics for a scraper, or 401 when a token is set and the request does not bear it. */
async function scrape(metrics: Metrics, token: string | undefined, authorization: string | undefined): Promise<Scrape> {
  if (token !== undefined && !bearerMatches(authorization, token)) return { status: 401, headers: { "www-authenticate": "Bearer" }, body: "" };
  return { status: 200, headers: { "content-type": metrics.registry.contentType, "cache-control": "no-store" }, body: await metrics.registry.metrics() };
}

/** /metrics on a port of its own, reached only by whoever the operator lets reach that port. */
async function listenApart(app: FastifyInstance, metrics: Metrics, config: MetricsConfig & { metricsPort: number }): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== "GET" || request.url !== "/metrics") return void response.writeHead(404).end();
    scrape(metrics, config.metricsToken, request.headers.authorization).then(
      ({ status, headers, body }) => response.writeHead(status, headers).end(body),
      (error: unknown) => {
        app.log.error({ err: error }, "collecting the metrics failed");
        response.writeHead(500).end();
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(config.metricsPort, config.metricsHost, resolve);
  });
  return server;
}

/**
 * Times the order calls, and serves the metrics for Prometheus: on METRICS_PORT alone when it is
 * set (on METRICS_HOST, loopback by default), else on the public port behind METRICS_TOKEN (a
 * bearer token). With neither, /metrics is not served: it names instruments, traffic and timings
 * nobody outside should read. A token set with the port is asked for there too.
 */
export async function registerMetricsRoute(app: FastifyInstance, metrics: Metrics, config: MetricsConfig): Promise<void> {
  app.addHook("onResponse", async (request, reply) => {
    const action = ORDER_ACTIONS.get(request.routeOptions.url ?? "");
    if (action) metrics.orderServed(action, reply.statusCode, reply.elapsedTime);
  });
  const { metricsPort, metricsToken } = config;
  if (metricsPort !== undefined) {
    const server = await listenApart(app, metrics, { ...config, metricsPort });
    app.addHook("onClose", () => new Promise<void>((resolve) => server.close(() => resolve())));
    return;
  }
  if (metricsToken === undefined) return;
  app.get("/metrics", async (request, reply) => {
    const { status, headers, body } = await scrape(metrics, metricsToken, request.headers.authorization);
    return reply.code(status).headers(headers).send(body);
  });
}
