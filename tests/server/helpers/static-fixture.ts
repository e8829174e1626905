import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { precompressDirectory } from "#scripts/vite-precompress.ts";
import { startTestServer, type TestServer } from "./test-server.ts";

export const FIXTURE_SHELL = "<!doctype html><html><body><div id=root>pipwise shell</div></body></html>";
export const FIXTURE_ASSET = "/assets/index-3f9a1c.js";
/** A script and a stylesheet worth compressing, which the build leaves with brotli and gzip files beside them. */
export const FIXTURE_SCRIPT = {
  path: "/assets/home-8b2e4d.js",
  text: Array.from({ length: 200 }, (_, i) => `export const quote${i} = { code: "EURUSD", bid: ${1.08 + i / 10_000} };`).join("\n"),
};
export const FIXTURE_STYLESHEET = {
  path: "/assets/home-5a7c90.css",
  text: Array.from({ length: 120 }, (_, i) => `.quote-row:nth-child(${i}) { padding-inline: ${i % 8}px; color: #e6edf3; }`).join("\n"),
};
export const FIXTURE_BACK_OFFICE = "<!doctype html><html><body><div id=root>pipwise back office</div></body></html>";

/** A stand-in for a built PWA (vite's layout: index.html, the back office's page, hashed assets, public files); returns its folder. */
export async function createStaticFixture(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), "pipwise-dist-"));
  await mkdir(join(dir, "assets"));
  await writeFile(join(dir, "index.html"), FIXTURE_SHELL);
  await writeFile(join(dir, FIXTURE_ASSET), "console.log('pipwise');");
  for (const file of [FIXTURE_SCRIPT, FIXTURE_STYLESHEET]) await writeFile(join(dir, file.path), file.text);
  await mkdir(join(dir, "src", "admin"), { recursive: true });
  await writeFile(join(dir, "src", "admin", "index.html"), FIXTURE_BACK_OFFICE);
  await writeFile(join(dir, "icon-192.png"), Buffer.from("89504e470d0a1a0a", "hex"));
  await writeFile(join(dir, "sw.js"), "self.addEventListener('install', () => {});");
  await precompressDirectory(dir);
  return dir;
}

/** The app serving a fresh stand-in build; close() removes the build too. */
export async function startStaticTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const staticDir = await createStaticFixture();
  const server = await startTestServer({ STATIC_DIR: staticDir, ...env }).catch(async (error: unknown) => {
    await rm(staticDir, { recursive: true, force: true });
    throw error;
  });
  return {
    ...server,
    async close() {
      try {
        await server.close();
      } finally {
        await rm(staticDir, { recursive: true, force: true });
      }
    },
  };
}
