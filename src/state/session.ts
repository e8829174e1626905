import { proxy } from "valtio";
import type { LoginResponse, User } from "#domain/contract/accounts.ts";
import { readStored, writeStored } from "./stored.ts";

export const SESSION_STORAGE_KEY = "pipwise.session";

export interface SessionState {
  token: string | null;
  user: User | null;
}

function isStoredSession(value: unknown): value is { token: string; user: User } {
  if (typeof value !== "object" || value === null) return false;
  const { token, user } = value as Partial<SessionState>;
  return typeof token === "string" && token.length > 0 && typeof user === "object" && user !== null && typeof user.uid === "string";
}

/** The stored session, or none when nothing (or something unreadable) is stored. */
export function readStoredSession(): SessionState {
  try {
    const parsed: unknown = JSON.parse(readStored(SESSION_STORAGE_KEY) ?? "null");
    if (isStoredSession(parsed)) return { token: parsed.token, user: parsed.user };
  } catch {
    // A hand-edited or truncated value counts as logged out.
  }
  return { token: null, user: null };
}

/**
 * Where a switch to the demo account used to set the real session aside, token in the clear. The
 * server now leads the demo session back, so a copy left by an earlier version is dropped.
 */
const SET_ASIDE_REAL_SESSION_KEY = "pipwise.real_session";
writeStored(SET_ASIDE_REAL_SESSION_KEY, null);

/** The signed-in session, kept in localStorage so a reload (and every other tab) stays logged in. */
export const sessionState = proxy<SessionState>(readStoredSession());

function persist(): void {
  const { token, user } = sessionState;
  writeStored(SESSION_STORAGE_KEY, token && user ? JSON.stringify({ token, user }) : null);
}

export function hasSession(): boolean {
  return Boolean(sessionState.token);
}

export function isDemoUser(user: Pick<User, "is_demo"> | null | undefined): boolean {
  return user?.is_demo === 1;
}

export function signIn({ token, user }: LoginResponse): void {
  sessionState.token = token;
  sessionState.user = user;
  persist();
}

/** A fresher copy of the signed-in user (from /api/user/info); ignored once logged out. */
export function updateUser(user: User): void {
  if (!sessionState.token) return;
  sessionState.user = user;
  persist();
}

export function signOut(): void {
  sessionState.token = null;
  sessionState.user = null;
  persist();
}

interface FollowOptions {
  /** Called after the session changed because of another tab. */
  onChange?: () => void;
  target?: Pick<Window, "addEventListener" | "removeEventListener">;
}

/** Another tab logged in or out: follow it, so no tab keeps calling with a revoked token. */
export function followOtherTabs({ onChange, target = window }: FollowOptions = {}): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== SESSION_STORAGE_KEY && event.key !== null) return;
    const next = readStoredSession();
    if (next.token === sessionState.token) return;
    sessionState.token = next.token;
    sessionState.user = next.user;
    onChange?.();
  };
  target.addEventListener("storage", onStorage);
  return () => target.removeEventListener("storage", onStorage);
}
