import type { Db } from "../store/db.ts";
import { passkeyCount } from "./passkey-rows.ts";
import { totpIsOn } from "./totp-rows.ts";

/** Whether the user has a second factor on: the authenticator app, or one passkey or more. */
export async function secondFactorIsOn(db: Db, userId: number): Promise<boolean> {
  return (await totpIsOn(db, userId)) || (await passkeyCount(db, userId)) > 0;
}
