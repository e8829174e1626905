/** An object whose every method is `call(name, args)`: a door whose methods are not known up front. */
export function forwardCalls<T extends object>(call: (name: PropertyKey, args: unknown[]) => Promise<unknown>): T {
  return new Proxy({} as T, { get: (_, name) => (...args: unknown[]) => call(name, args) });
}
