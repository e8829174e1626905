/**
 * Code 999 means the session is no longer valid. The API client only announces it; the router
 * (accounts issue) listens, clears the user and sends them to /login?from=.
 */
export interface SessionInvalidEvent {
  path: string;
  msg: string;
}

type Listener = (event: SessionInvalidEvent) => void;

const listeners = new Set<Listener>();

export function onSessionInvalid(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitSessionInvalid(event: SessionInvalidEvent): void {
  for (const listener of [...listeners]) listener(event);
}
