/**
 * The trading bench's clients, in a process of their own so that their HTTP and JSON work does
 * not share the server's thread, as real clients never do: given a job over IPC, each token loops
 * a market order and its close on the server its turn falls to (token i on bases[i % bases.length]),
 * and the round trips of the measured window go back.
 */
import { setTimeout as pause } from "node:timers/promises";
import { once } from "node:events";
import { keepAlivePoster } from "./keep-alive-post.ts";

export interface ClientsJob {
  bases: string[];
  tokens: string[];
  order: Record<string, string | number>;
  warmUpMs: number;
  measureMs: number;
}

export interface ClientsResult {
  latencies: number[];
  seconds: number;
  /** The CPU this process used over the warm-up and the measured window, ms (user and system). */
  cpuMs: number;
}

const [{ bases, tokens, order, warmUpMs, measureMs }] = (await once(process, "message")) as [ClientsJob];
const cpuAtStart = process.cpuUsage();
const posters = new Map(bases.map((base) => [base, keepAlivePoster(base)]));
const orderForm = new URLSearchParams(Object.entries(order).map(([key, value]) => [key, String(value)])).toString();
const latencies: number[] = [];
let recording = false;
let stop = false;

async function loop(token: string, i: number): Promise<void> {
  const poster = posters.get(bases[i % bases.length]!)!;
  while (!stop) {
    const began = performance.now();
    const opened = await poster.post<{ Id: number }>("/v1/api/forex/submit", token, orderForm);
    await poster.post("/v1/api/forex/close", token, `id=${opened.Id}`);
    if (recording) latencies.push(performance.now() - began);
  }
}

const loops = tokens.map(loop);
await pause(warmUpMs);
recording = true;
const began = performance.now();
await pause(measureMs);
recording = false;
const seconds = (performance.now() - began) / 1000;
stop = true;
await Promise.all(loops);
const cpu = process.cpuUsage(cpuAtStart);
for (const poster of posters.values()) poster.close();
process.send!({ latencies, seconds, cpuMs: (cpu.user + cpu.system) / 1000 } satisfies ClientsResult, () => process.disconnect());
