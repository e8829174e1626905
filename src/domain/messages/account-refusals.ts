/**
 * What the PWA and the server both say about the session and the account: the PWA when it checks
 * first or has no word from the server, the server (HTTP and socket) when it refuses. One text each,
 * translated once in the PWA's catalog, which the server's translator reads too. Plain
 * descriptors with explicit ids, marked for `lingui extract`, because no macro runs on the server.
 */
export const ACCOUNT_REFUSALS = {
  sessionExpired: /*i18n*/ { id: "session.expired", message: "Your session has expired, please log in again" },
  onlyRealAccount: /*i18n*/ { id: "account.only_real", message: "Only available to a real account" },
  passwordLength: /*i18n*/ { id: "account.password_length", message: "The password must be {min} to {max} characters long" },
};
