import { setTimeout as pause } from "node:timers/promises";

export interface WaitOptions {
  timeoutMs?: number;
  everyMs?: number;
  /** Why waiting longer is pointless (the process has exited), or undefined to go on. */
  hopeless?: () => string | undefined;
}

/** Polls `check` (a throw counts as "not yet") every `everyMs` until it holds; throws at the timeout or when hopeless. */
export async function waitUntil(what: string, check: () => Promise<boolean>, { timeoutMs = 60_000, everyMs = 100, hopeless }: WaitOptions = {}): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    const reason = hopeless?.();
    if (reason) throw new Error(`gave up waiting until ${what}: ${reason}`);
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await pause(everyMs);
  }
}

/** Whether GET `url` answers 200 now. */
export async function answersOk(url: string): Promise<boolean> {
  const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
  await response.body?.cancel();
  return response.status === 200;
}
