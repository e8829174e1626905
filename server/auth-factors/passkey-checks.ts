import type { Clock } from "../platform/clock.ts";
import type { Db } from "../store/db.ts";
import type { passkeys } from "../store/schema.ts";
import { credentialIdOf, verifiedAssertion, verifiedRegistration, type RelyingParty } from "./passkey-ceremony.ts";
import { passkeyChallengeRepo, type ChallengePurpose, type LiveChallenge } from "./passkey-challenges.ts";
import { passkeyRepo, type PasskeyOwner, type PasskeyRow } from "./passkey-rows.ts";

export type OwnedPasskey = PasskeyRow & { ownerId: number };
/** What a registration proves of a new passkey; its owner and name are the caller's. */
export type ProvenPasskey = Pick<typeof passkeys.$inferInsert, "credentialId" | "publicKey" | "counter" | "transports" | "createdAt">;

/**
 * The ceremonies' checks, the same for a user's passkeys and an operator's: each answer is checked
 * against a live challenge of its purpose and owner, which is spent only once the signature checked
 * out, so however many calls bring one answer, one passes.
 */
export function passkeyChecks(db: Db, clock: Clock, kind: PasskeyOwner) {
  const rows = passkeyRepo(db, kind);
  const challenges = passkeyChallengeRepo(db, clock, kind);
  return {
    rows,
    challenges,

    /** The passkey of this kind of owner (of `owner` when given) that an answer names, or null. */
    async named(text: string, owner?: number): Promise<OwnedPasskey | null> {
      const credentialId = credentialIdOf(text);
      const row = credentialId ? await rows.byCredentialId(credentialId) : undefined;
      return row && (owner === undefined || row.ownerId === owner) ? row : null;
    },

    /** Whether the assertion is `row`'s right answer to a live challenge of `purpose` made for its owner or for nobody; records the use when it is. */
    async answered(rp: RelyingParty, text: string, purpose: ChallengePurpose, row: OwnedPasskey): Promise<boolean> {
      let challenge: LiveChallenge | null = null;
      const counter = await verifiedAssertion(rp, text, row, async (signed) => {
        challenge = await challenges.live(purpose, signed);
        return challenge !== null && (challenge.ownerId === null || challenge.ownerId === row.ownerId);
      });
      const live = challenge as LiveChallenge | null;
      if (counter === null || !live || !(await challenges.spend(live.id))) return false;
      await rows.recordUse(row.id, counter, new Date(clock.now()));
      return true;
    },

    /** The new passkey's columns a registration proves, made on a live challenge of `purpose` of this owner (spent now); null when anything about it is wrong. */
    async proven(rp: RelyingParty, text: string, purpose: ChallengePurpose, ownerId: number): Promise<ProvenPasskey | null> {
      let challenge: LiveChallenge | null = null;
      const credential = await verifiedRegistration(rp, text, async (signed) => {
        challenge = await challenges.live(purpose, signed);
        return challenge?.ownerId === ownerId;
      });
      const live = challenge as LiveChallenge | null;
      if (!credential || !live || !(await challenges.spend(live.id))) return null;
      return {
        credentialId: credential.id,
        publicKey: Buffer.from(credential.publicKey).toString("base64url"),
        counter: credential.counter,
        transports: (credential.transports ?? []).join(","),
        createdAt: new Date(clock.now()),
      };
    },
  };
}
