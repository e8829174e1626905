import type { StoreApi } from "#db/store-api.ts";
import type { PrivateMessage } from "#domain/socket-protocol.ts";
import { createRealtimeCore, type CoreDeps } from "./core.ts";
import { forwardCalls } from "./forward-calls.ts";
import type { RealtimeApi } from "./types.ts";
import type { WorkerStore } from "./worker-store.ts";

export interface WorkerPartsDeps extends Omit<CoreDeps, "store"> {
  /**
   * The database side (./worker-store.ts), loaded apart: Dexie is four fifths of the worker's code,
   * and the socket need not wait for it. `writes` tells it whether this worker holds the socket.
   */
  loadStore(writes: () => boolean): Promise<WorkerStore>;
  onError(error: unknown): void;
}

type StoreWork = (store: WorkerStore) => void;

/**
 * What one realtime worker holds: the socket's core at once, and its database side once loaded.
 * Until then frames and the tabs' calls wait in one line, in the order they came: a frame must not
 * overtake the call before it (a tab's `followOrders` before the user's book frame).
 */
export function createWorkerParts({ loadStore, onError, ...deps }: WorkerPartsDeps) {
  // Without SharedWorker every tab's worker folds the book, and only the one asked to connect (the
  // socket's owner) writes it, as a SharedWorker does for all tabs.
  let connecting = false;
  let store: WorkerStore | undefined;
  let failure: unknown;
  const waiting: { work: StoreWork; fail(error: unknown): void }[] = [];
  loadStore(() => connecting).then(
    (loaded) => {
      store = loaded;
      for (const { work } of waiting.splice(0)) work(loaded);
    },
    (error: unknown) => {
      failure = error;
      for (const { fail } of waiting.splice(0)) fail(error);
    },
  );

  function withStore<T>(work: (store: WorkerStore) => T): Promise<Awaited<T>> {
    return new Promise((resolve, reject) => {
      const run: StoreWork = (loaded) => {
        try {
          resolve(work(loaded) as Awaited<T>);
        } catch (error) {
          reject(error);
        }
      };
      if (store) run(store);
      else if (failure !== undefined) reject(failure);
      else waiting.push({ work: run, fail: reject });
    });
  }
  const later = (work: StoreWork) => void withStore(work).catch(onError);

  const core = createRealtimeCore({ ...deps, store: (message) => later((loaded) => loaded.keep(message)) });
  const api: RealtimeApi = {
    ...core,
    connect() {
      connecting = true;
      return core.connect();
    },
  };
  return {
    core: api,
    ordersFrame: (frame: PrivateMessage) => later((loaded) => loaded.ordersFrame(frame)),
    /** A tab's door, which opens its session on the first call that reaches the store. */
    openStoreSession() {
      let session: ReturnType<WorkerStore["openSession"]> | undefined;
      const call = (name: PropertyKey, args: unknown[]) =>
        withStore((loaded) => {
          session ??= loaded.openSession();
          return (session.api as unknown as Record<PropertyKey, (...args: unknown[]) => unknown>)[name]!(...args);
        });
      return { api: forwardCalls<StoreApi>(call), close: () => later(() => session?.close()) };
    },
  };
}
