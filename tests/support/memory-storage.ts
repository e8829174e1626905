import { vi } from "vitest";

/** The part of the Web Storage API the app uses, in memory: unit tests run in Node, which has no localStorage. */
export class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}

/** A fresh, empty localStorage for the page's code, until `vi.unstubAllGlobals()`. */
export function stubLocalStorage(): MemoryStorage {
  const storage = new MemoryStorage();
  vi.stubGlobal("localStorage", storage);
  return storage;
}
