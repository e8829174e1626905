import { proxy } from "comlink";
import { useEffect, useState } from "react";
import type { StoreApi, Watch, WatchValue } from "#db/store-api.ts";

// A comlink proxy answers any property, `then` too, so it never goes into a promise unboxed.
let attach: (door: { api: StoreApi }) => void = () => {};
let attached = new Promise<{ api: StoreApi }>((resolve) => (attach = resolve));
const listeners = new Map<number, (value: unknown) => void>();
let lastWatchId = 0;

/**
 * Connects the tab's data layer to the database door (the realtime worker's, or one in the page
 * for tests). Calls made before wait for it.
 */
export function attachStore(api: StoreApi): void {
  void api.listen(proxy((watchId: number, value: unknown) => listeners.get(watchId)?.(value)));
  const door = { api };
  attach(door);
  attached = Promise.resolve(door);
}

/** Runs `task` with the database door, once attached. */
export async function stored<T>(task: (api: StoreApi) => Promise<T>): Promise<T> {
  return task((await attached).api);
}

/** Calls `onValue` with the watched data now and after every change; returns the way to stop. */
export function watchStored<W extends Watch>(watch: W, onValue: (value: WatchValue<W>) => void): () => void {
  const watchId = ++lastWatchId;
  listeners.set(watchId, onValue as (value: unknown) => void);
  void stored(async (api) => {
    if (listeners.has(watchId)) await api.watch(watchId, watch);
  });
  return () => {
    if (listeners.delete(watchId)) void stored((api) => api.unwatch(watchId));
  };
}

export const LOADING = Symbol("loading");

/** The watched data for a view: LOADING until the first answer, then every change. */
export function useStored<W extends Watch>(watch: W): WatchValue<W> | typeof LOADING {
  const key = JSON.stringify(watch);
  const [state, setState] = useState<{ key: string; value: WatchValue<W> | typeof LOADING }>({ key, value: LOADING });
  // The watch is read back from `key` (plain data): a new object with the same content must not re-subscribe.
  useEffect(() => watchStored(JSON.parse(key) as W, (value) => setState({ key, value })), [key]);
  return state.key === key ? state.value : LOADING;
}
