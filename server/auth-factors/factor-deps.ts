import type { AbuseLimits } from "../platform/abuse-limits.ts";
import type { Clock } from "../platform/clock.ts";
import type { Db } from "../store/db.ts";
import type { SecretBox } from "./secret-box.ts";

/** What the second factor's code works with. */
export interface FactorDeps {
  db: Db;
  clock: Clock;
  limits: AbuseLimits;
  /** Seals the authenticator secrets. */
  box: SecretBox;
}
