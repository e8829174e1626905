/**
 * A share of the socket bench's clients, in a process of its own so that the load generator does
 * not share a thread with the servers or with the other shares. Each client subscribes to
 * DAY_MARKET as the PWA does, pings as the PWA does, and notes for every quote frame how long after
 * the quote's price was made (Quote.Time) and after the gateway sent the frame (ts) it arrived.
 */
import WebSocket from "ws";
import { PING_INTERVAL_MS, SOCKET_PATH, TOPIC_DAY_MARKET, type DayMarketMessage } from "#domain/socket-protocol.ts";

export type ClientsCommand =
  | { kind: "connect"; entries: string[]; clients: number; first: number }
  | { kind: "record" }
  | { kind: "count" }
  | { kind: "stop" };

export interface ClientsConnected {
  kind: "connected";
  ms: number;
}

export interface ClientsFigures {
  kind: "figures";
  /** Price made (Quote.Time) → frame received, ms, one per quote. */
  tickToClient: number[];
  /** Gateway sent the frame (ts) → frame received, ms, one per frame. */
  sendToClient: number[];
  frames: number;
  /** Sockets the server closed while recording. */
  closed: number;
  /** This process's CPU time over the recording. */
  cpu: NodeJS.CpuUsage;
  seconds: number;
}

/** Connections opened at once; more only fills the server's accept queue. */
const CONNECTING_AT_ONCE = 200;
/** Pings go out in this many slices spread over the ping interval, not in one burst. */
const PING_SLICES = 50;

const sockets: WebSocket[] = [];
const tickToClient: number[] = [];
const sendToClient: number[] = [];
let recording = false;
let frames = 0;
let closed = 0;

function onFrame(data: WebSocket.RawData): void {
  if (!recording) return;
  const receivedAt = Date.now();
  const frame = JSON.parse(data.toString()) as Partial<DayMarketMessage>;
  if (frame.topic !== TOPIC_DAY_MARKET || frame.snapshot) return;
  frames++;
  sendToClient.push(receivedAt - frame.ts!);
  for (const quote of frame.data!) tickToClient.push(receivedAt - quote.Time);
}

/** Opens one client and resolves once its DAY_MARKET snapshot has arrived. */
function connect(entry: string): Promise<void> {
  const socket = new WebSocket(`${entry.replace(/^http/, "ws")}${SOCKET_PATH}`);
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.once("error", reject);
    socket.once("open", () => socket.send(JSON.stringify({ type: "sub", topic: TOPIC_DAY_MARKET })));
    const untilSnapshot = (data: WebSocket.RawData) => {
      if (!data.toString().includes('"snapshot":true')) return;
      socket.off("message", untilSnapshot);
      socket.on("message", onFrame);
      socket.once("close", () => recording && closed++);
      resolve();
    };
    socket.on("message", untilSnapshot);
  });
}

async function connectAll({ entries, clients, first }: Extract<ClientsCommand, { kind: "connect" }>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < clients) {
      const i = next++;
      await connect(entries[(first + i) % entries.length]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONNECTING_AT_ONCE, clients) }, worker));
}

let slice = 0;
const pinger = setInterval(() => {
  for (let i = slice; i < sockets.length; i += PING_SLICES) {
    const socket = sockets[i]!;
    if (socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify({ type: "ping", ts: Date.now() }));
  }
  slice = (slice + 1) % PING_SLICES;
}, PING_INTERVAL_MS / PING_SLICES);

let cpuBefore = process.cpuUsage();
let startedAt = 0;

process.on("message", async (command: ClientsCommand) => {
  if (command.kind === "connect") {
    const began = performance.now();
    await connectAll(command);
    process.send!({ kind: "connected", ms: performance.now() - began } satisfies ClientsConnected);
  } else if (command.kind === "record") {
    cpuBefore = process.cpuUsage();
    startedAt = performance.now();
    recording = true;
  } else if (command.kind === "count") {
    process.send!({ frames });
  } else {
    recording = false;
    const figures: ClientsFigures = {
      kind: "figures",
      tickToClient,
      sendToClient,
      frames,
      closed,
      cpu: process.cpuUsage(cpuBefore),
      seconds: (performance.now() - startedAt) / 1000,
    };
    clearInterval(pinger);
    for (const socket of sockets) socket.terminate();
    process.send!(figures, () => process.disconnect());
  }
});
