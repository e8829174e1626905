import { RISK_WARNING_VERSION, TERMS_VERSION } from "#domain/legal.ts";
import type { Db } from "#server/store/db.ts";
import { acceptances } from "#server/store/schema.ts";

/** Records, in the registration's transaction, that the user accepted the current terms and risk warning at `at`. */
export async function recordAcceptance(tx: Db, userId: number, at: Date): Promise<void> {
  await tx.insert(acceptances).values([
    { userId, document: "terms", version: TERMS_VERSION, acceptedAt: at },
    { userId, document: "risk", version: RISK_WARNING_VERSION, acceptedAt: at },
  ]);
}
