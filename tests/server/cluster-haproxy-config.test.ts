import { spawnSync } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { haproxyConfig } from "#scripts/cluster/haproxy-config.ts";
import { HAPROXY_BINARY } from "#scripts/cluster/haproxy-host.ts";

const note = HAPROXY_BINARY ? "" : " (skipped: no haproxy binary; apt-get install haproxy)";

describe("the HAProxy template", () => {
  it.skipIf(!HAPROXY_BINARY)(`filled for three gateways, is a config HAProxy accepts, checking each on /readyz${note}`, async () => {
    const dir = await mkdtemp(join(tmpdir(), "pipwise-haproxy-"));
    try {
      const config = await haproxyConfig({
        bind: ":8080",
        maxconn: 1000,
        statsSocket: join(dir, "haproxy.sock"),
        gateways: [1, 2, 3].map((n) => ({ name: `gateway${n}`, address: `10.0.0.${n}:8080` })),
      });
      await writeFile(join(dir, "haproxy.cfg"), config);
      const check = spawnSync(HAPROXY_BINARY!, ["-c", "-f", join(dir, "haproxy.cfg")], { encoding: "utf8" });
      expect(check.stdout + check.stderr).toContain("Configuration file is valid");
      expect(config).not.toMatch(/^[^#]*\{\{/m);
      expect(config.match(/^\s+server gateway\d 10\.0\.0\.\d:8080 check$/gm)).toHaveLength(3);
      expect(config).toMatch(/^\s+option httpchk GET \/readyz$/m);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
