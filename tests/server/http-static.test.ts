import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { envelopeOf } from "./helpers/envelope.ts";
import { FIXTURE_ASSET, FIXTURE_BACK_OFFICE, FIXTURE_SHELL, startStaticTestServer } from "./helpers/static-fixture.ts";
import type { TestServer } from "./helpers/test-server.ts";

let server: TestServer;

beforeAll(async () => {
  server = await startStaticTestServer();
});
afterAll(() => server?.close());

const page = (path: string) => server.call(path, { headers: { accept: "text/html,application/xhtml+xml" } });

describe("the built PWA", () => {
  it("serves the shell at / and for every app route, never cached stale", async () => {
    for (const path of ["/", "/trade", "/order", "/mine/withdraw-way?type=2", "/news/detail?id=3", "/language"]) {
      const response = await page(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("content-type"), path).toMatch(/^text\/html/);
      expect(response.headers.get("cache-control"), path).toBe("no-cache");
      expect(await response.text(), path).toBe(FIXTURE_SHELL);
    }
  });

  it("serves the back office's own page at /admin, and its API never as a page", async () => {
    for (const path of ["/admin", "/admin/", "/admin/identities"]) {
      const response = await page(path);
      expect([response.status, response.headers.get("cache-control"), await response.text()], path).toEqual([200, "no-cache", FIXTURE_BACK_OFFICE]);
    }
    for (const path of ["/admin/api", "/admin/api/unknown", "/admin/../.env", "/administrator"]) {
      expect((await page(path)).status, path).not.toBe(200);
    }
  });

  it("caches hashed assets for a year and other files for a day", async () => {
    const asset = await server.call(FIXTURE_ASSET);
    expect(asset.status).toBe(200);
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect((await server.call("/icon-192.png")).headers.get("cache-control")).toBe("public, max-age=86400");
    expect((await server.call("/sw.js")).headers.get("cache-control")).toBe("no-cache");
  });

  it("answers a missing file or API path with a 404 envelope, not the shell", async () => {
    for (const path of ["/assets/missing-123.js", "/v1/api/forex/unknown", "/api/nothing"]) {
      const response = await page(path);
      expect(response.status, path).toBe(404);
      expect((await envelopeOf(response)).code).toBe(404);
    }
  });

  it("lists the icons the build contains in the manifest", async () => {
    const manifest = await (await server.call("/manifest.json")).json();
    expect(manifest.icons).toEqual([{ src: "/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" }]);
  });

  it("serves logos with long cache headers and refuses unknown ones", async () => {
    const logo = await server.call("/logos/crypto-btc.svg");
    expect(logo.status).toBe(200);
    expect(logo.headers.get("cache-control")).toMatch(/max-age=2592000/);
    for (const path of ["/logos/flag-zz.svg", "/logos/..%2Fpackage.json", "/logos/brand-not-a-brand.svg"]) {
      const response = await server.call(path);
      expect(response.status, path).toBe(404);
    }
  });
});
