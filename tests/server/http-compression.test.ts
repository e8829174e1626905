import { request } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CODE_OK } from "#domain/envelope.ts";
import { COMPRESSION_THRESHOLD_BYTES } from "#server/http/plugins/external/compression.ts";
import { FIXTURE_SCRIPT, FIXTURE_STYLESHEET, startStaticTestServer } from "./helpers/static-fixture.ts";
import type { TestServer } from "./helpers/test-server.ts";

let server: TestServer;

beforeAll(async () => {
  server = await startStaticTestServer();
});
afterAll(() => server?.close());

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The bytes as they came over the wire, before any decoding. */
  body: Buffer;
}

/** A GET whose body is left as sent (fetch would decode it and hide the encoding). */
function rawGet(path: string, acceptEncoding?: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const headers = { lang: "en", ...(acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding }) };
    request(`${server.baseUrl}${path}`, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on("error", reject);
    })
      .on("error", reject)
      .end();
  });
}

function decoded(answer: RawAnswer): string {
  const encoding = answer.headers["content-encoding"];
  if (encoding === "br") return brotliDecompressSync(answer.body).toString();
  if (encoding === "gzip") return gunzipSync(answer.body).toString();
  return answer.body.toString();
}

const CHROME = "gzip, deflate, br, zstd";

describe("static files from the build", () => {
  it.each([FIXTURE_SCRIPT, FIXTURE_STYLESHEET])("sends $path as brotli to a browser that takes it, gzip to one that takes only gzip, and plain otherwise", async (file) => {
    for (const [accepted, encoding] of [[CHROME, "br"], ["gzip, deflate", "gzip"], [undefined, undefined], ["identity", undefined]] as const) {
      const answer = await rawGet(file.path, accepted);
      expect(answer.status, accepted).toBe(200);
      expect(answer.headers["content-encoding"], accepted).toBe(encoding);
      expect(answer.headers.vary, accepted).toMatch(/accept-encoding/i);
      expect(Number(answer.headers["content-length"]), accepted).toBe(answer.body.length);
      expect(answer.headers["cache-control"], accepted).toBe("public, max-age=31536000, immutable");
      expect(answer.headers["content-type"], accepted).toMatch(file.path.endsWith(".js") ? /javascript/ : /^text\/css/);
      expect(decoded(answer), accepted).toBe(file.text);
    }
    const compressed = await rawGet(file.path, CHROME);
    expect(compressed.body.length).toBeLessThan(Buffer.byteLength(file.text) / 3);
  });
});

describe("API answers", () => {
  it("compresses JSON above the threshold with brotli, else gzip, and keeps it private and framed-safe", async () => {
    const plain = await rawGet("/v1/api/forex/trade_list");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    const expected = JSON.parse(plain.body.toString()).data.map((row: { Code: string }) => row.Code);

    for (const [accepted, encoding] of [[CHROME, "br"], ["gzip", "gzip"]] as const) {
      const answer = await rawGet("/v1/api/forex/trade_list", accepted);
      expect(answer.headers["content-encoding"], accepted).toBe(encoding);
      expect(answer.headers.vary, accepted).toMatch(/accept-encoding/i);
      expect(answer.headers["cache-control"], accepted).toBe("no-store");
      expect(answer.headers["x-frame-options"], accepted).toBe("DENY");
      expect(answer.headers["content-security-policy"], accepted).toContain("default-src 'self'");
      expect(answer.headers.etag, accepted).toBeUndefined();
      expect(answer.body.length, accepted).toBeLessThan(plain.body.length / 3);
      expect(JSON.parse(decoded(answer)).data.map((row: { Code: string }) => row.Code), accepted).toEqual(expected);
    }
  });

  it("leaves small answers plain: compressing them would cost more than it saves", async () => {
    const answer = await rawGet("/api/basicSet/getBasicInfo", CHROME);
    expect(answer.status).toBe(200);
    expect(answer.body.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(answer.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(answer.body.toString()).code).toBe(CODE_OK);
  });
});
