import type { FactorNeeded } from "#domain/contract/factors.ts";
import type { Clock } from "../platform/clock.ts";
import type { Db } from "../store/db.ts";
import { factorTicketRepo } from "./tickets.ts";
import { totpIsOn } from "./totp-rows.ts";

/**
 * Called once the password is right: with a second factor on, a challenge to send its code with
 * instead of a session; null when the account has none. Nothing earlier in the log-in tells
 * whether an account has one.
 */
export async function loginChallenge({ db, clock }: { db: Db; clock: Clock }, userId: number): Promise<FactorNeeded | null> {
  if (!(await totpIsOn(db, userId))) return null;
  return { factor_challenge: await factorTicketRepo(db, clock).issue("login", userId) };
}
