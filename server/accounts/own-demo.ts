import type { LoginResponse } from "#domain/contract/accounts.ts";
import { DomainError } from "../platform/domain-error.ts";
import { ACCOUNT_MESSAGES } from "../i18n/account-messages.ts";
import type { AccountsCore } from "./accounts-core.ts";
import { createDemoUser } from "./demo-accounts.ts";
import type { SessionInfo } from "./sessions.ts";
import { userRepo } from "./user-repo.ts";
import { loginResponse } from "./user-wire.ts";

/**
 * A registered user's own demo account, opened from their real session: created on the first
 * switch (one per user however many arrive at once, the owner column being unique) and the same
 * from every device. Null when the real session ended meanwhile.
 */
export async function openOwnDemo(core: AccountsCore, real: SessionInfo): Promise<LoginResponse | null> {
  const identity = { kind: "ownDemo", ownerId: real.user.id } as const;
  const existing = await userRepo(core.db).byIdentity(identity);
  const at = new Date(core.clock.now());
  return core.sessions.transaction(async (tx) => {
    const demo = existing ?? (await createDemoUser(tx, identity, at));
    const token = await core.sessions.openFrom(tx, real.sessionId, demo.id);
    return token === null ? null : loginResponse(token, demo);
  });
}

/**
 * From a session of the owner's demo account back to the real session it was opened from: the
 * device kept no real token, so the server hands out a new one for that login and ends the old
 * one with its demo sessions. Null when that real session has ended.
 */
export async function backToReal(core: AccountsCore, demo: SessionInfo): Promise<LoginResponse | null> {
  if (demo.parentSessionId === null) throw new DomainError("forbidden", ACCOUNT_MESSAGES.notOwnDemo);
  const replacement = await core.sessions.backToParent(core.db, demo);
  if (!replacement) return null;
  return loginResponse(replacement.token, (await userRepo(core.db).byId(replacement.userId))!);
}
