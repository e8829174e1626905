/**
 * localStorage that never throws: private mode, a full quota or a blocked storage turn a write
 * into a no-op and a read into "nothing stored", so the app still works for this page load.
 */
export function readStored(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string | null): void {
  try {
    if (value === null) globalThis.localStorage?.removeItem(key);
    else globalThis.localStorage?.setItem(key, value);
  } catch {
    // See above: the value then lasts for this page load only.
  }
}
