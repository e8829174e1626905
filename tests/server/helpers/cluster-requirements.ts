import { HAPROXY_BINARY } from "#scripts/cluster/haproxy-host.ts";
import { HAS_REDIS } from "./redis-server.ts";

/** Why the cluster tests cannot run here, or undefined when they can (CI installs all three; see .ci/run). */
export const CLUSTER_MISSING = !HAPROXY_BINARY
  ? "no haproxy binary (apt-get install haproxy)"
  : !HAS_REDIS
    ? "no redis-server on PATH (apt-get install redis-server)"
    : !process.env.TEST_DATABASE_URL
      ? "set TEST_DATABASE_URL=postgres://… as a role that may create databases"
      : undefined;

/** The suffix a skipped cluster test's title carries. */
export const CLUSTER_SKIP_NOTE = CLUSTER_MISSING ? ` (skipped: ${CLUSTER_MISSING})` : "";
