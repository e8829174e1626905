import { ACCOUNT_MESSAGES } from "../i18n/account-messages.ts";

/** Texts of the second factor's calls, marked for `lingui extract`. */
export const FACTOR_MESSAGES = {
  wrongCode: /*i18n*/ { id: "server.factor_wrong_code", message: "The code is wrong or has already been used" },
  tooManyCodes: ACCOUNT_MESSAGES.tooManyLogins,
  challengeExpired: /*i18n*/ { id: "server.factor_challenge_expired", message: "This log-in has expired; enter your password again" },
  totpAlreadyOn: /*i18n*/ { id: "server.factor_totp_already_on", message: "The authenticator app is already on" },
  totpNotStarted: /*i18n*/ { id: "server.factor_totp_not_started", message: "Start adding the authenticator app again" },
  totpNotOn: /*i18n*/ { id: "server.factor_totp_not_on", message: "The authenticator app is not on" },
  totpTurnedOn: /*i18n*/ { id: "server.factor_totp_turned_on", message: "The authenticator app is on" },
  totpTurnedOff: /*i18n*/ { id: "server.factor_totp_turned_off", message: "The authenticator app is off" },
  stepUpNeeded: /*i18n*/ { id: "server.factor_step_up_needed", message: "Confirm with your authenticator code first" },
} as const;
