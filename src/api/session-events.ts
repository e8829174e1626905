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

let ownEndings = 0;

/**
 * Runs a call by which this tab ends its own session (logout, a new password). Meanwhile the
 * socket's logout frame for that session is expected, not news: the caller clears the session itself.
 */
export async function endingOwnSession<T>(call: () => Promise<T>): Promise<T> {
  ownEndings += 1;
  try {
    return await call();
  } finally {
    ownEndings -= 1;
  }
}

export function isEndingOwnSession(): boolean {
  return ownEndings > 0;
}
