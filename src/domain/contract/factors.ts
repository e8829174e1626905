import { Type, type Static } from "typebox";
import { Text } from "./fields.ts";
import { LoginResponse } from "./accounts.ts";

/**
 * The second factor's calls: the authenticator app (TOTP) with its recovery codes, the log-in that
 * a right password leaves waiting for a code, and the step-up that the calls moving money or
 * changing the account ask for again.
 */

/** An authenticator code (6 digits) or a recovery code (16 letters and digits, dashes or spaces allowed). */
const factorCode = Text({ minLength: 1, maxLength: 32 });
const ticket = Text({ minLength: 1, maxLength: 64 });

/** The header a call that needs a step-up carries its token in. */
export const STEP_UP_HEADER = "step-up";

/** Recovery codes made at once; each logs in once. */
export const RECOVERY_CODE_COUNT = 10;

/** GET /api/factor/status. */
export const FactorStatus = Type.Object({
  totp: Type.Boolean(),
  /** Recovery codes not used yet. */
  recovery_left: Type.Integer(),
  /** Passkeys added; one or more turn the second factor on as the app does. */
  passkeys: Type.Integer(),
});
export type FactorStatus = Static<typeof FactorStatus>;

/** POST /api/factor/totp_begin: the secret to add to an authenticator app, shown until confirmed. */
export const TotpSetup = Type.Object({ secret: Type.String(), uri: Type.String() });
export type TotpSetup = Static<typeof TotpSetup>;

/** Body of the calls that take one code. */
export const FactorCodeRequest = Type.Object({ code: factorCode });
export type FactorCodeRequest = Static<typeof FactorCodeRequest>;

/** POST /api/factor/totp_confirm: the recovery codes, shown this once. */
export const RecoveryCodes = Type.Object({ codes: Type.Array(Type.String()) });
export type RecoveryCodes = Static<typeof RecoveryCodes>;

/** A right password of an account with a second factor: the challenge its code is sent with. */
export const FactorNeeded = Type.Object({ factor_challenge: Type.String() });
export type FactorNeeded = Static<typeof FactorNeeded>;

/** The answer of the password log-in: a session, or a challenge when the account has a second factor. */
export const PasswordLoginAnswer = Type.Union([LoginResponse, FactorNeeded]);
export type PasswordLoginAnswer = Static<typeof PasswordLoginAnswer>;

/** Body of POST /api/factor/login. */
export const FactorLoginRequest = Type.Object({ challenge: ticket, code: factorCode });
export type FactorLoginRequest = Static<typeof FactorLoginRequest>;

/** POST /api/factor/step_up: the token the next few minutes' sensitive calls carry in STEP_UP_HEADER. */
export const StepUpAnswer = Type.Object({ token: Type.String(), expires_in: Type.Integer() });
export type StepUpAnswer = Static<typeof StepUpAnswer>;
