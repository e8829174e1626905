import { createDemoAccount, logout } from "#api/user.ts";
import type { LoginResponse } from "#domain/contract/accounts.ts";
import { deviceDemoId } from "#state/demo-id.ts";
import { isDemoUser, sessionState, signIn } from "#state/session.ts";
import { readStored, writeStored } from "#state/stored.ts";

export const REAL_SESSION_STORAGE_KEY = "pipwise.real_session";

function isLoginResponse(value: unknown): value is LoginResponse {
  if (typeof value !== "object" || value === null) return false;
  const { token, user } = value as Partial<LoginResponse>;
  return typeof token === "string" && token.length > 0 && typeof user === "object" && user !== null && !isDemoUser(user);
}

/** The real session a switch to the demo account set aside, if any (unreadable counts as none). */
export function keptRealSession(): LoginResponse | null {
  try {
    const kept: unknown = JSON.parse(readStored(REAL_SESSION_STORAGE_KEY) ?? "null");
    return isLoginResponse(kept) ? kept : null;
  } catch {
    return null;
  }
}

/**
 * A registered user opens this device's demo account without logging out: the real session is
 * set aside on the device, to come back to with one tap. Nothing changes when the demo cannot open.
 */
export async function switchToDemo(): Promise<void> {
  const { token, user } = sessionState;
  if (!token || !user || isDemoUser(user)) return;
  const demo = await createDemoAccount(deviceDemoId());
  writeStored(REAL_SESSION_STORAGE_KEY, JSON.stringify({ token, user }));
  signIn(demo);
}

/** Back from the demo account to the real session set aside; false when none is kept. */
export function switchBackToReal(): boolean {
  const real = keptRealSession();
  if (!real) return false;
  forgetRealSession();
  signIn(real);
  return true;
}

function forgetRealSession(): void {
  writeStored(REAL_SESSION_STORAGE_KEY, null);
}

/**
 * Logging out of the demo account ends the real session set aside as well: the server revokes the
 * session a call carries, so the real one is signed in again for its own logout.
 */
export async function logOutKeptRealSession(): Promise<void> {
  const real = keptRealSession();
  forgetRealSession();
  if (!real) return;
  signIn(real);
  await logout().catch(() => {});
}
