import { rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerSecurityHeaders } from "#server/http/plugins/external/security-headers.ts";
import { dataOf, envelopeOf } from "./helpers/envelope.ts";
import { startAccountsServer } from "./helpers/accounts.ts";
import type { LoginResponse } from "#domain/contract/accounts.ts";
import { createStaticFixture, FIXTURE_ASSET } from "./helpers/static-fixture.ts";
import type { TestServer } from "./helpers/test-server.ts";

let server: TestServer;
let staticDir: string;

beforeAll(async () => {
  staticDir = await createStaticFixture();
  await writeFile(join(staticDir, `${FIXTURE_ASSET.slice(1)}.map`), '{"version":3,"sources":["src/secret.ts"]}');
  server = await startAccountsServer({ STATIC_DIR: staticDir, SERVICE_LINK: "https://chat.example.com/room/7" });
});
afterAll(async () => {
  await server?.close();
  await rm(staticDir, { recursive: true, force: true });
});

const html = { accept: "text/html" };

describe("every answer", () => {
  it("carries a strict policy: no inline script, not framable, no sniffing, a referrer policy", async () => {
    for (const [path, headers] of [["/", html], ["/trade", html], [FIXTURE_ASSET, {}], ["/v1/api/forex/getCategories", {}], ["/nothing-here", {}]] as const) {
      const response = await server.call(path, { headers });
      const csp = response.headers.get("content-security-policy") ?? "";
      expect(csp, path).toContain("script-src 'self'");
      expect(csp, path).not.toContain("unsafe-inline");
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(csp, path).toContain("object-src 'none'");
      // The support chat is the one page another origin may show inside the app.
      expect(csp, path).toContain("frame-src 'self' https://chat.example.com;");
      expect(response.headers.get("x-frame-options"), path).toBe("DENY");
      expect(response.headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(response.headers.get("referrer-policy"), path).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("strict-transport-security"), `${path} over plain HTTP`).toBeNull();
    }
  });

  it("that carries a token, a user, a balance or a code is never stored by a cache", async () => {
    const demo = await server.call("/api/user/createAccountDemoForU?demo_id=headers-demo-0123456789", { headers: { lang: "en" } });
    expect(demo.headers.get("cache-control")).toBe("no-store");
    const { token } = await dataOf<LoginResponse>(demo);
    for (const path of ["/api/user/info", "/v1/api/main/wallet/getBalance", "/api/default/captcha", "/v1/api/test/outbox?to=a@example.com"]) {
      const response = await server.call(path, { headers: { authorization: token } });
      expect(response.status, path).toBe(200);
      expect(response.headers.get("cache-control"), path).toBe("no-store");
    }
    const refused = await server.call("/api/user/info", { headers: { authorization: "no-such-token" } });
    expect(refused.headers.get("cache-control")).toBe("no-store");
  });
});

describe("the source maps of the build", () => {
  it("are not served", async () => {
    const response = await server.call(`${FIXTURE_ASSET}.map`);
    expect(response.status).toBe(404);
    expect((await envelopeOf(response)).code).toBe(404);
    expect(await server.call(FIXTURE_ASSET).then((r) => r.status)).toBe(200);
  });
});

describe("HSTS", () => {
  it("is sent only to a request that came over TLS", async () => {
    const app = Fastify({ trustProxy: true });
    await registerSecurityHeaders(app, "");
    app.get("/", async () => "ok");
    await app.listen({ host: "127.0.0.1", port: 0 });
    try {
      const address = app.server.address();
      const url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/`;
      const overTls = await fetch(url, { headers: { "x-forwarded-proto": "https" } });
      expect(overTls.headers.get("strict-transport-security")).toMatch(/^max-age=\d{8,}/);
      expect((await fetch(url)).headers.get("strict-transport-security")).toBeNull();
    } finally {
      await app.close();
    }
  });
});
