import { readStored, writeStored } from "./stored.ts";

export const DEMO_ID_STORAGE_KEY = "pipwise.demo_id";

/**
 * This device's demo account: the id is made once and kept, so "try the demo account" always
 * reopens the same demo user (and its trades) instead of creating a new one per tap.
 */
export function deviceDemoId(): string {
  const stored = readStored(DEMO_ID_STORAGE_KEY);
  if (stored && /^[\w-]{16,64}$/.test(stored)) return stored;
  const id = crypto.randomUUID();
  writeStored(DEMO_ID_STORAGE_KEY, id);
  return id;
}
