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
  stepUpNeeded: /*i18n*/ { id: "server.factor_step_up_needed", message: "Confirm it is you with your second factor first" },
  passkeyRefused: /*i18n*/ { id: "server.passkey_refused", message: "The passkey was not accepted; try again" },
  passkeyUnknown: /*i18n*/ { id: "server.passkey_unknown", message: "There is no such passkey" },
  passkeyNone: /*i18n*/ { id: "server.passkey_none", message: "Add a passkey first" },
  passkeysFull: /*i18n*/ { id: "server.passkeys_full", message: "You have as many passkeys as allowed; remove one first" },
  passkeyAdded: /*i18n*/ { id: "server.passkey_added", message: "The passkey is added" },
  passkeyRenamed: /*i18n*/ { id: "server.passkey_renamed", message: "The passkey is renamed" },
  passkeyRemoved: /*i18n*/ { id: "server.passkey_removed", message: "The passkey is removed" },
  passkeyLoginsLimited: /*i18n*/ {
    id: "server.passkey_logins_limited",
    message: "Too many passkey log-ins from this address; try again in {seconds, plural, one {# second} other {# seconds}}",
  },
} as const;
