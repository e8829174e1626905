import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startCluster, type Cluster } from "#scripts/cluster/start-cluster.ts";
import { CLUSTER_MISSING, CLUSTER_SKIP_NOTE } from "./helpers/cluster-requirements.ts";
import { envelopeOf } from "./helpers/envelope.ts";
import { metricsOf, SCRAPER_ENV, SCRAPER_TOKEN } from "./helpers/metrics-scrape.ts";
import { createScratchDatabase, type ScratchDatabase } from "./helpers/scratch-database.ts";
import { ONE_ADDRESS_SOCKETS } from "./helpers/test-config.ts";

describe.skipIf(CLUSTER_MISSING)(`HAProxy from deploy/haproxy in front of a gateway${CLUSTER_SKIP_NOTE}`, () => {
  let scratch: ScratchDatabase;
  let cluster: Cluster;
  beforeAll(async () => {
    scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!);
    // Two demo opens per address per hour.
    cluster = await startCluster({ databaseUrl: scratch.url, gateways: 1, roles: "all", entry: "source", env: { HISTORY_DAYS: "1", REGISTRATIONS_PER_IP_PER_HOUR: "1", ...SCRAPER_ENV, ...ONE_ADDRESS_SOCKETS } });
  }, 300_000);
  afterAll(async () => {
    await cluster?.stop();
    await scratch?.drop();
  });

  it("keeps /metrics inside: the gateway serves it to its scraper, the proxy to nobody, however the path is spelled", async () => {
    expect(await metricsOf(cluster.gateways[0]!.url)).toMatch(/^pipwise_leader /m);
    for (const path of ["/metrics", "/metrics/", "/%6Detrics", "/METRICS", "/metrics?format=text"]) {
      expect((await fetch(`${cluster.url}${path}`, { headers: { authorization: `Bearer ${SCRAPER_TOKEN}` } })).status, path).toBe(404);
    }
  });

  it("writes X-Forwarded-For itself: a client cannot dodge a per-address limit by claiming other addresses", async () => {
    let opened = 0;
    for (const claimed of ["203.0.113.5", "203.0.113.6", "198.51.100.7", "198.51.100.8"]) {
      const response = await fetch(`${cluster.url}/api/user/createAccountDemoForU?demo_id=edge-${crypto.randomUUID()}`, { headers: { "x-forwarded-for": claimed } });
      if ((await envelopeOf(response)).code === 1) opened++;
    }
    expect(opened).toBe(2);
  });

  it("writes X-Forwarded-Proto itself: a client on plain HTTP claiming https gets no HSTS", async () => {
    const claimingHttps = { headers: { "x-forwarded-proto": "https" } };
    // The gateway believes the header from the proxy's address, so only the proxy's rewrite keeps HSTS off.
    expect((await fetch(`${cluster.gateways[0]!.url}/api/basicSet/getBasicInfo`, claimingHttps)).headers.get("strict-transport-security")).toMatch(/^max-age=/);
    expect((await fetch(`${cluster.url}/api/basicSet/getBasicInfo`, claimingHttps)).headers.get("strict-transport-security")).toBeNull();
  });
});
