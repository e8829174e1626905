import { readdir } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LoginResponse } from "#domain/contract/accounts.ts";
import { advanceClock, getAs, refusal } from "./helpers/accounts.ts";
import { dataOf } from "./helpers/envelope.ts";
import { photo, realUser, upload, uploadUrl } from "./helpers/identity.ts";
import { startAccountsServer } from "./helpers/accounts.ts";
import type { TestServer } from "./helpers/test-server.ts";

/** A PNG whose header claims `width` × `height` pixels: a pixel flood (the CRC is made right). */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = await sharp({ create: { width: 1, height: 1, channels: 3, background: "white" } }).png().toBuffer();
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  const { crc32 } = await import("node:zlib");
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

describe("image uploads", () => {
  let server: TestServer;
  let alice: LoginResponse;
  let bob: LoginResponse;
  const uploadsDir = () => join(server.dataDir, "uploads");

  beforeAll(async () => {
    server = await startAccountsServer();
    [alice, bob] = [await realUser(server, "alice"), await realUser(server, "bob")];
  });
  afterAll(() => server?.close());

  it("keeps a photo re-encoded, upright and without its metadata, readable only by its owner", async () => {
    const url = await uploadUrl(server, alice.token, await photo(640, 400, 6));
    expect(url).toMatch(/^\/api\/common\/upload\/[\w-]{22}$/);
    const own = await getAs(server, url, alice.token);
    expect(own.status).toBe(200);
    expect(own.headers.get("content-type")).toBe("image/jpeg");
    expect(own.headers.get("content-disposition")).toMatch(/^inline; filename="[\w-]{22}\.jpg"$/);
    expect(own.headers.get("x-content-type-options")).toBe("nosniff");
    expect(own.headers.get("cache-control")).toBe("private, no-store");
    const meta = await sharp(Buffer.from(await own.arrayBuffer())).metadata();
    // Orientation 6 is a quarter turn: the stored picture is upright, 400 wide.
    expect([meta.width, meta.height, meta.orientation, meta.exif]).toEqual([400, 640, undefined, undefined]);

    expect((await refusal(await getAs(server, url, bob.token))).status).toBe(404);
    expect((await refusal(await getAs(server, url))).code).toBe(999);
  });

  it("judges by content: a picture named .exe is kept, a script named .jpg is refused", async () => {
    expect((await upload(server, alice.token, await photo(), "../../etc/passwd.exe", "application/octet-stream")).status).toBe(200);
    const html = Buffer.from("\xff\xd8\xff<html><script>alert(1)</script></html>", "latin1");
    for (const bytes of [Buffer.from("<svg onload=alert(1)>"), Buffer.from("GIF89a\x01\x00\x01\x00"), html]) {
      const answer = await refusal(await upload(server, alice.token, bytes));
      expect([answer.status, answer.code, answer.msg]).toEqual([415, 415, "Only JPEG, PNG or WebP images can be uploaded"]);
    }
  });

  it("drops whatever a polyglot carried after the image", async () => {
    const polyglot = Buffer.concat([await photo(), Buffer.from("<script>alert(document.cookie)</script>PK\x03\x04")]);
    const url = await uploadUrl(server, alice.token, polyglot);
    const stored = Buffer.from(await (await getAs(server, url, alice.token)).arrayBuffer());
    expect(stored.includes("<script>")).toBe(false);
    expect(stored.includes("PK")).toBe(false);
  });

  it("refuses more than 10 MB or 40 megapixels with 413 and keeps nothing", async () => {
    const before = (await readdir(uploadsDir())).length;
    const big = await refusal(await upload(server, alice.token, Buffer.concat([await photo(), Buffer.alloc(10 * 1024 * 1024)])));
    expect([big.status, big.msg]).toEqual([413, "The image is larger than 10 MB; choose a smaller one"]);
    const flood = await refusal(await upload(server, alice.token, await pngClaiming(50_000, 50_000)));
    expect([flood.status, flood.msg]).toEqual([413, "The image has more than 40 megapixels; choose a smaller one"]);
    expect((await readdir(uploadsDir())).length).toBe(before);
  });

  it("refuses a request without the file part, a demo account and a visitor", async () => {
    const empty = await server.call("/api/common/image_upload", { method: "POST", lang: "en", headers: { authorization: alice.token } });
    expect((await refusal(empty)).msg).toBe("Choose an image to upload");
    const demo = await dataOf<LoginResponse>(await getAs(server, "/api/user/createAccountDemoForU?demo_id=uploads-demo-device-1"));
    expect((await refusal(await upload(server, demo.token, await photo()))).msg).toBe("Only available to a real account");
    expect((await refusal(await upload(server, undefined, await photo()))).code).toBe(999);
  });

  it("removes an upload nothing used a day after it came, file and all", async () => {
    const url = await uploadUrl(server, bob.token);
    const id = url.split("/").at(-1)!;
    expect(await readdir(uploadsDir())).toContain(id);
    await advanceClock(server, 25 * 3_600_000);
    await server.server.uploads.sweep();
    expect(await readdir(uploadsDir())).not.toContain(id);
    expect((await refusal(await getAs(server, url, bob.token))).status).toBe(404);
  });
});
