import { randomInt } from "node:crypto";
import { and, count, eq, type SQL } from "drizzle-orm";
import type { Db } from "../store/db.ts";
import { users } from "../store/schema.ts";
import { randomString } from "../platform/secrets.ts";

export type UserRow = typeof users.$inferSelect;

/** No 0/O, 1/I/L: an invite code is read aloud and typed from screenshots. */
export const INVITE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export const INVITE_LENGTH = 8;
const INSERT_TRIES = 5;

export type Identity =
  | { kind: "email"; email: string }
  | { kind: "mobile"; areaId: number; mobile: string }
  | { kind: "demo"; demoKeyHash: string }
  /** A registered user's own demo account. */
  | { kind: "ownDemo"; ownerId: number };

/** The identities of demo accounts: a device's, or a registered user's own. */
export type DemoIdentity = Extract<Identity, { kind: "demo" | "ownDemo" }>;

export interface NewUser {
  identity: Identity;
  passwordHash: string | null;
  inviterId: number | null;
  createdAt: Date;
  /** The language the registration named, for the notices sent to the user later. */
  lang?: string | null;
}

function identityColumns(identity: Identity) {
  switch (identity.kind) {
    case "email":
      return { email: identity.email };
    case "mobile":
      return { areaId: identity.areaId, mobile: identity.mobile };
    case "demo":
      return { isDemo: true, demoKeyHash: identity.demoKeyHash };
    case "ownDemo":
      return { isDemo: true, demoOwnerId: identity.ownerId };
  }
}

/** The condition on `users` that picks the account of `identity`. */
export function identityCondition(identity: Identity): SQL {
  switch (identity.kind) {
    case "email":
      return eq(users.email, identity.email);
    case "mobile":
      return and(eq(users.areaId, identity.areaId), eq(users.mobile, identity.mobile))!;
    case "demo":
      return eq(users.demoKeyHash, identity.demoKeyHash);
    case "ownDemo":
      return eq(users.demoOwnerId, identity.ownerId);
  }
}

/** Queries on `users`; hand it a transaction to take part in one. */
export function userRepo(db: Db) {
  const first = async (where: SQL) => (await db.select().from(users).where(where).limit(1))[0];

  const byIdentity = (identity: Identity) => first(identityCondition(identity));

  return {
    byId: (id: number) => first(eq(users.id, id)),
    byIdentity,
    byInviteCode: (code: string) => first(eq(users.inviteCode, code.trim().toUpperCase())),
    /** How many accounts were registered with the invite code of user `id`. */
    async invitedBy(id: number): Promise<number> {
      const [row] = await db.select({ n: count() }).from(users).where(eq(users.inviterId, id));
      return row?.n ?? 0;
    },
    /** Users whose national number is `digits`, in any area (log-in without an area code). */
    byMobileDigits: (digits: string) => db.select().from(users).where(eq(users.mobile, digits)).limit(2),

    /**
     * Inserts the user with a fresh uid and invite code; "taken" when the e-mail, mobile or demo id
     * already has an account (or the owner has their demo). A clash of the random uid or invite code is simply drawn again.
     */
    async insert(user: NewUser): Promise<UserRow | "taken"> {
      for (let attempt = 0; attempt < INSERT_TRIES; attempt++) {
        const [row] = await db
          .insert(users)
          .values({
            ...identityColumns(user.identity),
            uid: String(randomInt(10_000_000, 100_000_000)),
            inviteCode: randomString(INVITE_ALPHABET, INVITE_LENGTH),
            passwordHash: user.passwordHash,
            inviterId: user.inviterId,
            createdAt: user.createdAt,
            lang: user.lang,
          })
          .onConflictDoNothing()
          .returning();
        if (row) return row;
        if (await byIdentity(user.identity)) return "taken";
      }
      throw new Error(`no free uid and invite code after ${INSERT_TRIES} draws`);
    },

    async setPasswordHash(id: number, passwordHash: string): Promise<void> {
      await db.update(users).set({ passwordHash }).where(eq(users.id, id));
    },
  };
}

export type UserRepo = ReturnType<typeof userRepo>;
