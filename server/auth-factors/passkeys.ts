import type { PasskeyCreationOptions, PasskeyList, PasskeyRequestOptions, PasskeyView } from "#domain/contract/passkeys.ts";
import type { StepUpAnswer } from "#domain/contract/factors.ts";
import { countedIfDone } from "../platform/abuse-limits.ts";
import { DomainError } from "../platform/domain-error.ts";
import type { FactorDeps } from "./factor-deps.ts";
import { FACTOR_MESSAGES } from "./factor-messages.ts";
import { checkedOnFailureSlot, countAgainstAddress } from "./factor-slots.ts";
import type { FactorCaller } from "./factors.ts";
import { creationOptions, requestOptions, type RelyingParty } from "./passkey-ceremony.ts";
import type { ChallengePurpose } from "./passkey-challenges.ts";
import { passkeyChecks, type OwnedPasskey } from "./passkey-checks.ts";
import { PASSKEYS_PER_OWNER, passkeyRepo, passkeyView } from "./passkey-rows.ts";
import { factorTicketRepo, TICKET_MS } from "./tickets.ts";

export type PasskeyDeps = Pick<FactorDeps, "db" | "clock" | "limits">;

/** The users' passkeys: adding, naming and removing them, and their assertions for step-ups and log-ins. */
export function createPasskeys({ db, clock, limits }: PasskeyDeps) {
  const checks = passkeyChecks(db, clock, "user");
  const { rows, challenges } = checks;
  const tickets = factorTicketRepo(db, clock);
  const unknown = () => new DomainError("not-found", FACTOR_MESSAGES.passkeyUnknown);
  const expired = () => new DomainError("invalid", FACTOR_MESSAGES.challengeExpired);

  /** The live challenge a right password left; an unknown or spent one counts against the address. */
  async function passwordChallenge(token: string, ip: string): Promise<{ id: number; userId: number }> {
    const owner = await tickets.challengeOwner(token);
    if (owner) return owner;
    await countAgainstAddress(limits, ip);
    throw expired();
  }

  /**
   * Checks an assertion of a passkey (of `owner` when given) against a live challenge of `purpose`
   * made for that passkey's user or for nobody, on a failure slot of that user's log-in limits; a
   * passkey that names no account counts against the address.
   */
  async function asserted(rp: RelyingParty, text: string, purpose: ChallengePurpose, ip: string, owner?: number): Promise<OwnedPasskey> {
    const row = await checks.named(text, owner);
    if (!row) {
      await countAgainstAddress(limits, ip);
      throw new DomainError("invalid", FACTOR_MESSAGES.passkeyRefused);
    }
    await checkedOnFailureSlot(limits, row.ownerId, ip, () => checks.answered(rp, text, purpose, row), FACTOR_MESSAGES.passkeyRefused);
    return row;
  }

  return {
    /** Deletes the challenges spent or expired; the market leader runs it. */
    sweepChallenges: () => challenges.sweep(),

    list: async (userId: number): Promise<PasskeyList> => (await rows.listOf(userId)).map(passkeyView),

    async addOptions(userId: number, userName: string, rp: RelyingParty): Promise<PasskeyCreationOptions> {
      const existing = await rows.listOf(userId);
      if (existing.length >= PASSKEYS_PER_OWNER) throw new DomainError("invalid", FACTOR_MESSAGES.passkeysFull);
      return { options: await creationOptions(rp, await challenges.issue("add", userId), userName, existing) };
    },

    /** Keeps the passkey a registration proves, made on a live challenge of this user, under the name given. */
    async add(userId: number, rp: RelyingParty, text: string, name: string): Promise<PasskeyView> {
      const proven = await checks.proven(rp, text, "add", userId);
      const added = proven && (await db.transaction((tx) => passkeyRepo(tx).insertWithinCap(userId, { ...proven, userId, name })));
      if (added === "full") throw new DomainError("invalid", FACTOR_MESSAGES.passkeysFull);
      if (!added) throw new DomainError("invalid", FACTOR_MESSAGES.passkeyRefused);
      return passkeyView(added);
    },

    async rename(userId: number, id: number, name: string): Promise<void> {
      if (!(await rows.rename(userId, id, name))) throw unknown();
    },

    async remove(userId: number, id: number): Promise<void> {
      if (!(await rows.remove(userId, id))) throw unknown();
    },

    async stepUpOptions(userId: number, rp: RelyingParty): Promise<PasskeyRequestOptions> {
      const own = await rows.listOf(userId);
      if (own.length === 0) throw new DomainError("invalid", FACTOR_MESSAGES.passkeyNone);
      return { options: await requestOptions(rp, await challenges.issue("step-up", userId), own) };
    },

    /** A passkey of the caller's answered: the sensitive calls of this session take the token for a few minutes. */
    async stepUp(caller: FactorCaller, rp: RelyingParty, text: string): Promise<StepUpAnswer> {
      await asserted(rp, text, "step-up", caller.ip, caller.userId);
      return { token: await tickets.issue("step-up", caller.userId, caller.sessionId), expires_in: TICKET_MS / 1000 };
    },

    /**
     * Options for a log-in: after a right password (its challenge given), naming that user's
     * passkeys; without one, naming none, so the browser offers the site's discoverable passkeys.
     * Each stores a challenge, so those asked for without a password are limited per address, the
     * slot taken before the row is written.
     */
    async loginOptions(rp: RelyingParty, ip: string, factorChallenge?: string): Promise<PasskeyRequestOptions> {
      if (factorChallenge === undefined) {
        const anonymous = { entries: [[limits.passkeyLoginOptionsPerIp, ip]] as const, descriptor: FACTOR_MESSAGES.passkeyLoginsLimited, unit: "seconds" } as const;
        return countedIfDone(anonymous, async () => ({ options: await requestOptions(rp, await challenges.issue("login", null), []) }));
      }
      const owner = await passwordChallenge(factorChallenge, ip);
      return { options: await requestOptions(rp, await challenges.issue("login", owner.userId), await rows.listOf(owner.userId)) };
    },

    /** The user a log-in's assertion proves; with a password's challenge, only that user's passkey answers it, and spends it. */
    async login(rp: RelyingParty, text: string, ip: string, factorChallenge?: string): Promise<number> {
      if (factorChallenge === undefined) return (await asserted(rp, text, "login", ip)).ownerId;
      const owner = await passwordChallenge(factorChallenge, ip);
      await asserted(rp, text, "login", ip, owner.userId);
      if (!(await tickets.spend(owner.id))) throw expired();
      return owner.userId;
    },
  };
}

export type Passkeys = ReturnType<typeof createPasskeys>;
