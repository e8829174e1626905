import { CODE_SESSION_INVALID } from "#domain/envelope.ts";
import { authToken } from "./auth-token.ts";
import { ApiError } from "./errors.ts";

/**
 * Code 999 means the session is no longer valid. The API client only announces it; the session
 * sync listens, clears the user and sends them to /login?from=.
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
 * The tabs share one session, and the socket's logout frame reaches them all: the tab ending it
 * leaves word here for the others, which then follow the stored session quietly.
 */
const ENDING_KEY = "pipwise.session-ending";
const ENDING_HEARD_FOR_MS = 30_000;

function markEnding(token: string | null): void {
  try {
    if (token) localStorage.setItem(ENDING_KEY, JSON.stringify({ token, until: Date.now() + ENDING_HEARD_FOR_MS }));
  } catch {
    // Storage refused (private mode, full): the other tabs say the session ended, as before.
  }
}

/** The ending mark a tab left, when storage holds a readable one. */
function markedEnding(): { token?: string; until?: number } | null {
  try {
    return JSON.parse(localStorage.getItem(ENDING_KEY) ?? "null") as { token?: string; until?: number } | null;
  } catch {
    return null;
  }
}

function unmarkEnding(token: string | null): void {
  if (!token || markedEnding()?.token !== token) return;
  try {
    localStorage.removeItem(ENDING_KEY);
  } catch {
    // Storage refused: the mark lapses on its own after ENDING_HEARD_FOR_MS.
  }
}

function endedInAnotherTab(): boolean {
  const ending = markedEnding();
  return ending?.token !== undefined && ending.token === authToken() && Date.now() < (ending.until ?? 0);
}

/**
 * Runs a call by which the user ends their own session (logout, a new password). Meanwhile the
 * socket's logout frame and the 999s of calls in flight for that session are expected, not news,
 * in this tab and in the others: the caller clears the session itself.
 */
export async function endingOwnSession<T>(call: () => Promise<T>): Promise<T> {
  ownEndings += 1;
  markEnding(authToken());
  try {
    return await call();
  } finally {
    ownEndings -= 1;
  }
}

/**
 * Runs a call whose answer replaces the user's session (back from the own demo account), as
 * `endingOwnSession`. Its 999 says there was no session left to replace: nothing will replace it
 * then, so it is news, told as any other call's 999 is, here and in the other tabs.
 */
export async function replacingOwnSession<T>(path: string, call: () => Promise<T>): Promise<T> {
  const token = authToken();
  try {
    return await endingOwnSession(call);
  } catch (error) {
    if (error instanceof ApiError && error.code === CODE_SESSION_INVALID) {
      unmarkEnding(token);
      if (isNewsOfEndedSession(token)) emitSessionInvalid({ path, msg: error.message });
    }
    throw error;
  }
}

export function isEndingOwnSession(): boolean {
  return ownEndings > 0 || endedInAnotherTab();
}

/**
 * Whether an answer that the session ended, for a call or a socket that used `sentWith`, is news to
 * announce: not when the tab holds another session by now (back from the own demo, a new log-in),
 * nor while the tab, or another, is ending that session itself (its caller clears or replaces it).
 */
export function isNewsOfEndedSession(sentWith: string | null): boolean {
  return sentWith === authToken() && !isEndingOwnSession();
}
