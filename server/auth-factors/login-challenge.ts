import type { FactorNeeded } from "#domain/contract/factors.ts";
import type { Clock } from "../platform/clock.ts";
import type { Db } from "../store/db.ts";
import { factorTicketRepo } from "./tickets.ts";
import { secondFactorIsOn } from "./factor-on.ts";

/**
 * Called once the password is right: with a second factor on (the app or a passkey), a challenge
 * to answer with its code or a passkey instead of a session; null when the account has none.
 * Nothing earlier in the log-in tells whether an account has one.
 */
export async function loginChallenge({ db, clock }: { db: Db; clock: Clock }, userId: number): Promise<FactorNeeded | null> {
  if (!(await secondFactorIsOn(db, userId))) return null;
  return { factor_challenge: await factorTicketRepo(db, clock).issue("login", userId) };
}
