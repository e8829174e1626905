import { fileURLToPath } from "node:url";
import { join } from "node:path";
import { endChild, spawnLogged, type LoggedChild } from "./child-process.ts";
import { answersOk, waitUntil } from "./wait-until.ts";

/** How a process serves (PIPWISE_ROLE): everything, public traffic only, or the market leadership only. */
export type Role = "all" | "gateway" | "market";

/** The built bundle (what `npm run start:cluster` runs), or the TypeScript sources through tsx (tests: no build needed). */
export type ServerEntry = "built" | "source";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const ENTRY_ARGS: Record<ServerEntry, string[]> = {
  built: ["--enable-source-maps", "dist-server/main.js"],
  source: ["--import", "tsx", "server/main.ts"],
};

export interface ClusterProcess {
  readonly name: string;
  readonly role: Role;
  readonly port: number;
  /** Its own address, past the proxy. */
  readonly url: string;
  /** The pid of its current run. */
  readonly pid: number;
  /** Sends `signal` (default SIGTERM: a drain); resolves with the exit code, or the signal's name, once it has ended. */
  kill(signal?: NodeJS.Signals): Promise<number | NodeJS.Signals>;
  /** Ends it if it still runs (SIGTERM) and starts it again on the same port; resolves once it is ready. */
  restart(): Promise<void>;
}

export interface ProcessSpec {
  name: string;
  role: Role;
  port: number;
  entry: ServerEntry;
  logDir: string;
  env: Record<string, string>;
  /** Resolves once the process is back in service (for a gateway: the proxy sends it calls again). */
  inService?: () => Promise<void>;
}

async function launch({ name, role, port, entry, logDir, env }: ProcessSpec): Promise<LoggedChild> {
  const server = spawnLogged(process.execPath, ENTRY_ARGS[entry], join(logDir, `${name}.log`), {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1", PIPWISE_ROLE: role },
  });
  const url = `http://127.0.0.1:${port}/readyz`;
  try {
    await waitUntil(`${name} answers /readyz`, () => answersOk(url), { hopeless: server.ended });
  } catch (error) {
    await endChild(server, "SIGKILL");
    throw new Error(`${(error as Error).message} (log: ${logDir}/${name}.log)`, { cause: error });
  }
  return server;
}

/** Starts one server process of the cluster and resolves once its /readyz answers 200. */
export async function startClusterProcess(spec: ProcessSpec): Promise<ClusterProcess> {
  let current = await launch(spec);
  return {
    name: spec.name,
    role: spec.role,
    port: spec.port,
    url: `http://127.0.0.1:${spec.port}`,
    get pid() {
      return current.child.pid!;
    },
    kill: (signal = "SIGTERM") => endChild(current, signal),
    async restart() {
      await endChild(current);
      current = await launch(spec);
      await spec.inService?.();
    },
  };
}
