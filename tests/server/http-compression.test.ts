import { request } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
