/** Codes and limits of the accounts calls; their wire shapes are in contract/accounts.ts. */

/** `type` of register / forget_password / amend_password, and `login_type` of loginForU. */
export const ACCOUNT_EMAIL = 1;
export const ACCOUNT_MOBILE = 2;
export type AccountType = typeof ACCOUNT_EMAIL | typeof ACCOUNT_MOBILE;

/** `type` of send_email / send_sms. */
export const CODE_PURPOSE_REGISTER = 1;
export const CODE_PURPOSE_RESET = 2;
/** A code that confirms a withdrawal, sent to the user's own e-mail or mobile. */
export const CODE_PURPOSE_WITHDRAW = 3;
/**
 * A code that confirms binding a withdrawal method, sent to the user's own e-mail or mobile. Its own
 * purpose, so the wait before another code after a bind does not hold up the withdrawal's own code.
 */
export const CODE_PURPOSE_BIND = 4;
export type CodePurpose = typeof CODE_PURPOSE_REGISTER | typeof CODE_PURPOSE_RESET | typeof CODE_PURPOSE_WITHDRAW | typeof CODE_PURPOSE_BIND;

/** Base setting verify_reg_type: 2 asks for an image captcha instead of a sent code. */
export const VERIFY_REG_CAPTCHA = 2;
/** Base setting service_link_type: 2 shows the support link in a dialog to copy. */
export const SERVICE_LINK_COPY = 2;

/**
 * Envelope code of a call refused for the kind of account: a demo session on a real-only call
 * ("only true account"), or a real account on a demo-only one (reset demo).
 */
export const CODE_ACCOUNT_KIND = 403;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;
export const CODE_LENGTH = 6;
export const CODE_RESEND_SECONDS = 60;
export const DEMO_START_BALANCE = "100000";
