/** A cap on what is held at once (open sockets), per key: at most `limit`. `name` tells the caps apart in a shared store. */
export interface HoldCap {
  name: string;
  limit: number;
}

/** One slot held; release it once (a second release does nothing). */
export interface HeldSlot {
  release(): Promise<void>;
}

/** Holds a slot of `key` under `cap` unless `limit` are held already; null when refused. */
export type Hold = (cap: HoldCap, key: string) => Promise<HeldSlot | null>;

/** In memory: the slots of this process only. */
export function createMemoryHolds(): Hold {
  const held = new Map<string, number>();
  return async ({ name, limit }, key) => {
    const id = `${name}:${key}`;
    const count = held.get(id) ?? 0;
    if (count >= limit) return null;
    held.set(id, count + 1);
    let released = false;
    return {
      release: async () => {
        if (released) return;
        released = true;
        const left = (held.get(id) ?? 1) - 1;
        if (left === 0) held.delete(id);
        else held.set(id, left);
      },
    };
  };
}
