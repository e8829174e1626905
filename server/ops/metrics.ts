import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import type { BusChannel, BusObserver } from "../bus.ts";

/** Live values read when Prometheus scrapes. */
export interface MetricSources {
  socketsOpen(): number;
  databaseWaiting(): number;
  /** 1 while this process leads the market, 0 while it follows. */
  leader(): number;
}

/** The calls whose latency is an order's: what the trader waits for. */
export type OrderAction = "submit" | "close" | "cancel" | "modify";

export interface Metrics {
  registry: Registry;
  bus: BusObserver;
  frameSent(): void;
  tickEvaluated(ms: number): void;
  orderServed(action: OrderAction, status: number, ms: number): void;
}

/** Latencies from a tenth of a millisecond (a tick's evaluation) to seconds (an order under load). */
const SECONDS_BUCKETS = [0.0001, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/**
 * The Prometheus metrics of one process, with prom-client's defaults (event-loop delay, memory,
 * CPU). The engine, bus and gateway hear nothing of prom-client: they get the plain observers
 * this returns. Rates (ticks in, frames out per second) come from the counters in Prometheus.
 */
export function createMetrics(sources: MetricSources): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const ticks = new Counter({ name: "pipwise_ticks_total", help: "Price ticks taken in by the market hub.", registers });
  const published = new Counter({ name: "pipwise_bus_published_total", help: "Messages published on the bus.", labelNames: ["channel"], registers });
  const busLag = new Histogram({ name: "pipwise_bus_lag_seconds", help: "Time from a bus publish to a listener's delivery.", labelNames: ["channel"], buckets: SECONDS_BUCKETS, registers });
  const frames = new Counter({ name: "pipwise_socket_frames_out_total", help: "Frames sent to socket clients.", registers });
  const evaluation = new Histogram({ name: "pipwise_trigger_evaluation_seconds", help: "Time the engine took to evaluate one tick's quotes against the triggers.", buckets: SECONDS_BUCKETS, registers });
  const orders = new Histogram({ name: "pipwise_order_seconds", help: "Time to serve an order call.", labelNames: ["action", "status"], buckets: SECONDS_BUCKETS, registers });
  new Gauge({
    name: "pipwise_sockets_open",
    help: "Socket clients connected to this process.",
    registers,
    collect() {
      this.set(sources.socketsOpen());
    },
  });
  new Gauge({
    name: "pipwise_db_waiting",
    help: "Database calls waiting for a connection (the pool's queue on PostgreSQL, PGlite's queue embedded).",
    registers,
    collect() {
      this.set(sources.databaseWaiting());
    },
  });
  new Gauge({
    name: "pipwise_leader",
    help: "1 while this process is the market leader (runs the feed, the triggers, candle writing, the ranking and the purges), 0 while it follows.",
    registers,
    collect() {
      this.set(sources.leader());
    },
  });

  return {
    registry,
    bus: {
      published(channel: BusChannel) {
        published.inc({ channel });
        // The hub publishes one kline per tick.
        if (channel === "kline") ticks.inc();
      },
      delivered: (channel, lagMs) => busLag.observe({ channel }, lagMs / 1000),
    },
    frameSent: () => frames.inc(),
    tickEvaluated: (ms) => evaluation.observe(ms / 1000),
    orderServed: (action, status, ms) => orders.observe({ action, status: String(status) }, ms / 1000),
  };
}
