import { cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { inject } from "vitest";
import { createServer, type PipwiseServer } from "#server/app.ts";
import { loadConfig } from "#server/config.ts";
import { testServerEnv } from "./test-config.ts";

export interface TestServer {
  baseUrl: string;
  server: PipwiseServer;
  dataDir: string;
  /** A request to the server; `lang` goes out as the header. */
  call(path: string, init?: RequestInit & { lang?: string }): Promise<Response>;
  /** Closes the server and deletes its data, unless the data dir was handed in. */
  close(): Promise<void>;
}

/** What a test needs to send requests to a server, in this process or another. */
export type ServerAt = Pick<TestServer, "baseUrl" | "call">;

export interface TestServerOptions {
  /** Run on this data dir (a restart) instead of a fresh copy of the template; it is kept on close. */
  dataDir?: string;
}

/**
 * The real app on an ephemeral port, over a private copy of the seeded template database. Markets
 * are always open so prices move whatever the day; `env` overrides any configuration variable.
 * PGlite is heavy: start one per test file and close it in afterAll.
 */
export async function startTestServer(env: Record<string, string> = {}, options: TestServerOptions = {}): Promise<TestServer> {
  const root = await mkdtemp(join(tmpdir(), "pipwise-test-"));
  const dataDir = options.dataDir ?? join(root, "data");
  const cleanUp = () => rm(root, { recursive: true, force: true });
  if (!options.dataDir) await cp(inject("templateDataDir"), dataDir, { recursive: true });
  const config = loadConfig({
    ...testServerEnv(root, dataDir),
    TICKS_PER_SECOND: "5",
    LOG_LEVEL: "error",
    ...env,
  });
  let server: PipwiseServer | undefined;
  try {
    server = await createServer(config);
    await server.app.listen({ host: config.host, port: 0 });
  } catch (error) {
    await server?.close();
    await cleanUp();
    throw error;
  }
  const address = server.app.server.address();
  const baseUrl = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  const running = server;
  return {
    baseUrl,
    server: running,
    dataDir,
    call: (path, { lang, headers, ...init } = {}) =>
      fetch(`${baseUrl}${path}`, { ...init, headers: { ...(lang ? { lang } : {}), ...Object.fromEntries(new Headers(headers)) } }),
    async close() {
      try {
        await running.close();
      } finally {
        await cleanUp();
      }
    },
  };
}
