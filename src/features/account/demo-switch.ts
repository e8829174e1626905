import { backToReal, openOwnDemo } from "#api/user.ts";
import type { User } from "#domain/contract/accounts.ts";
import { isDemoUser, sessionState, signIn } from "#state/session.ts";

/** A registered user's own demo account, whose session leads back to the real one it was opened from. */
export function isOwnDemo(user: Pick<User, "own_demo">): boolean {
  return user.own_demo === 1;
}

/**
 * A registered user opens their own demo account without logging out. The real token is not kept
 * on the device: the server leads the demo session back to it. Nothing changes when the demo
 * cannot open.
 */
export async function switchToDemo(): Promise<void> {
  const { token, user } = sessionState;
  if (!token || !user || isDemoUser(user)) return;
  signIn(await openOwnDemo());
}

/** Back from the own demo account to the real one, on a new token the server gives for it. */
export async function switchBackToReal(): Promise<void> {
  const { user } = sessionState;
  if (!user || !isOwnDemo(user)) return;
  signIn(await backToReal());
}
