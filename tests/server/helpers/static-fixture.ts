import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

export const FIXTURE_SHELL = "<!doctype html><html><body><div id=root>pipwise shell</div></body></html>";
export const FIXTURE_ASSET = "/assets/index-3f9a1c.js";

/** A stand-in for a built PWA (vite's layout: index.html, hashed assets, public files); returns its folder. */
export async function createStaticFixture(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), "pipwise-dist-"));
  await mkdir(join(dir, "assets"));
  await writeFile(join(dir, "index.html"), FIXTURE_SHELL);
  await writeFile(join(dir, FIXTURE_ASSET), "console.log('pipwise');");
  await writeFile(join(dir, "icon-192.png"), Buffer.from("89504e470d0a1a0a", "hex"));
  await writeFile(join(dir, "sw.js"), "self.addEventListener('install', () => {});");
  return dir;
}
