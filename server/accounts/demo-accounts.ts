import { DEMO_START_BALANCE } from "#domain/account.ts";
import type { BalanceResponse, LoginResponse } from "#domain/contract/accounts.ts";
import { dec } from "#domain/decimal.ts";
import { DomainError } from "../platform/domain-error.ts";
import { ACCOUNT_MESSAGES } from "../i18n/account-messages.ts";
import type { Db } from "../store/db.ts";
import { countedIfDone } from "../platform/abuse-limits.ts";
import { badRequest } from "./account-input.ts";
import type { AccountsCore, Caller } from "./accounts-core.ts";
import { runOnce } from "../platform/idempotency.ts";
import { ledger } from "../ledger/ledger.ts";
import { sha256Hex } from "../platform/secrets.ts";
import { userRepo, type DemoIdentity, type UserRow } from "./user-repo.ts";
import { loginResponse } from "./user-wire.ts";

const DEMO_ID = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * Runs inside the reset's transaction before the balance is restored: the engine closes
 * the demo user's orders here, so their profit or loss is booked before the difference is. The
 * function it may return runs once the reset has committed (to announce what changed).
 */
export type DemoResetHook = (tx: Db, userId: number, at: Date) => Promise<void | (() => Promise<void>)>;

/**
 * The demo account of a device: the same demo_id opens the same account, with a new session each
 * time. Opening counts against the address's limit whether the account is new or not, since both
 * hand out a session; the slot is reserved before any work and given back when the opening fails.
 */
export async function openDemo(core: AccountsCore, demoId: string, caller: Caller): Promise<LoginResponse> {
  if (!DEMO_ID.test(demoId)) throw badRequest(ACCOUNT_MESSAGES.invalidDemoId);
  const limit = { entries: [[core.limits.demoAccountsPerIp, caller.ip]], descriptor: ACCOUNT_MESSAGES.tooManyDemoOpens, unit: "minutes" } as const;
  return countedIfDone(limit, async () => {
    const identity = { kind: "demo", demoKeyHash: sha256Hex(demoId) } as const;
    const existing = await userRepo(core.db).byIdentity(identity);
    const at = new Date(core.clock.now());
    return core.sessions.transaction(async (tx) => {
      const user = existing ?? (await createDemoUser(tx, identity, at));
      return loginResponse(await core.sessions.open(tx, user.id), user);
    });
  });
}

/** A new demo account with its starting balance; when another request created it meanwhile, that one. */
export async function createDemoUser(tx: Db, identity: DemoIdentity, at: Date): Promise<UserRow> {
  const users = userRepo(tx);
  const user = await users.insert({ identity, passwordHash: null, inviterId: null, createdAt: at });
  // The same device (or owner) opened its demo twice at once: the other request created it.
  if (user === "taken") return (await users.byIdentity(identity))!;
  await ledger(tx).open(user.id, at);
  await ledger(tx).post({ userId: user.id, value: dec(DEMO_START_BALANCE), memo: "demo_opening", at });
  return user;
}

/** Closes the demo's orders (hooks) and books the difference back to the starting balance. */
export async function resetDemo(
  core: AccountsCore,
  hooks: readonly DemoResetHook[],
  user: UserRow,
  idempotencyKey: string | undefined,
): Promise<BalanceResponse> {
  if (!user.isDemo) throw new DomainError("forbidden", ACCOUNT_MESSAGES.onlyDemoAccount);
  const at = new Date(core.clock.now());
  const key = idempotencyKey ? { userId: user.id, scope: "demo.reset", key: idempotencyKey } : undefined;
  const afterCommit: (() => Promise<void>)[] = [];
  const balance = await runOnce(core.db, key, at, async (tx) => {
    for (const hook of hooks) {
      const after = await hook(tx, user.id, at);
      if (after) afterCommit.push(after);
    }
    const account = ledger(tx);
    const before = (await account.balance(user.id, { forUpdate: true }))!;
    const difference = dec(DEMO_START_BALANCE).minus(before.balance);
    if (!difference.isZero()) await account.post({ userId: user.id, value: difference, memo: "demo_reset", at });
    return (await account.balance(user.id))!;
  });
  for (const after of afterCommit) await after();
  return balance;
}
