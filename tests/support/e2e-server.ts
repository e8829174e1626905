/**
 * The e2e webServer: the real server (server/main.ts) on a fresh data directory that is removed
 * when the server exits. Playwright ends it with SIGTERM to the whole process group, so the server
 * closes itself and this wrapper only waits for it. E2E_DATA_DIR keeps a directory of your own.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const ownDir = process.env.E2E_DATA_DIR;
const dataDir = ownDir ?? mkdtempSync(join(tmpdir(), "pipwise-e2e-"));

const server = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
  stdio: "inherit",
  env: { ...process.env, DATA_DIR: dataDir },
});

// The signal reached the server too; leaving now would delete the directory under it.
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => {});

server.on("exit", (code, signal) => {
  if (!ownDir) rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? (signal ? 1 : 0));
});
