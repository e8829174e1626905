import { wrap } from "comlink";
import { WORKER_NAME, type DedicatedRealtimeApi, type RealtimeWorkerApi } from "#workers/realtime/types.ts";

// Vite bundles a worker only when it sees `new (Shared)Worker(new URL("…", import.meta.url))`
// written out literally, so each constructor call stays in this exact form.

/** The tab's port to the realtime SharedWorker; `started` when the early script has one already. */
export function openSharedWorker(started?: SharedWorker): RealtimeWorkerApi {
  const worker =
    started ??
    new SharedWorker(new URL("../../workers/realtime.ts", import.meta.url), {
      type: "module",
      name: WORKER_NAME,
    });
  return wrap<RealtimeWorkerApi>(worker.port) as unknown as RealtimeWorkerApi;
}

export function spawnDedicatedWorker(): DedicatedRealtimeApi & RealtimeWorkerApi {
  const worker = new Worker(new URL("../../workers/realtime.ts", import.meta.url), {
    type: "module",
    name: WORKER_NAME,
  });
  return wrap<DedicatedRealtimeApi & RealtimeWorkerApi>(worker) as unknown as DedicatedRealtimeApi & RealtimeWorkerApi;
}
