import { fork, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { fileURLToPath } from "node:url";
import type { ClientsCommand, ClientsConnected, ClientsFigures } from "./socket-clients.ts";

/** Socket clients in processes of their own (socket-clients.ts), driven together. */
export interface SocketGenerators {
  /** Opens `clients` sockets, client i to entries[i % entries.length], each subscribed; resolves with the slowest generator's time. */
  connect(entries: string[], clients: number): Promise<number>;
  /** From now on the clients note what arrives. */
  record(): void;
  /** Frames the clients have noted so far. */
  frames(): Promise<number>;
  /** Ends the recording and every socket, and hands back each generator's figures. */
  stop(): Promise<ClientsFigures[]>;
  /** Lets the generators go (they exit), whatever state they are in. */
  close(): void;
}

async function ask<T>(child: ChildProcess, command: ClientsCommand): Promise<T> {
  const answer = once(child, "message") as Promise<[T]>;
  child.send(command);
  return (await answer)[0];
}

export function startSocketGenerators(count: number): SocketGenerators {
  const children = Array.from({ length: count }, () =>
    fork(fileURLToPath(new URL("./socket-clients.ts", import.meta.url)), { execArgv: ["--import", "tsx"], serialization: "advanced" }),
  );
  return {
    async connect(entries, clients) {
      const share = Math.ceil(clients / count);
      const answers = await Promise.all(
        children.map((child, k) =>
          ask<ClientsConnected>(child, { kind: "connect", entries, clients: Math.max(0, Math.min(share, clients - k * share)), first: k * share }),
        ),
      );
      return Math.max(...answers.map((answer) => answer.ms));
    },
    record: () => children.forEach((child) => child.send({ kind: "record" } satisfies ClientsCommand)),
    async frames() {
      const counts = await Promise.all(children.map((child) => ask<{ frames: number }>(child, { kind: "count" })));
      return counts.reduce((sum, { frames }) => sum + frames, 0);
    },
    stop: () => Promise.all(children.map((child) => ask<ClientsFigures>(child, { kind: "stop" }))),
    close: () => children.forEach((child) => child.connected && child.disconnect()),
  };
}
