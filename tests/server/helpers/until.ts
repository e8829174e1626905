/** Resolves once `ready()` holds, looking again on each turn of the event loop. */
export async function until(ready: () => boolean): Promise<void> {
  while (!ready()) await new Promise((resolve) => setImmediate(resolve));
}
