import type { MessageDescriptor } from "@lingui/core";
import { ACCOUNT_REFUSALS } from "#domain/messages/account-refusals.ts";

/** Texts of the accounts calls (register, log in, codes, passwords, demo, balance), marked for `lingui extract`. */
export const ACCOUNT_MESSAGES = {
  sessionInvalid: ACCOUNT_REFUSALS.sessionExpired,
  onlyTrueAccount: ACCOUNT_REFUSALS.onlyRealAccount,
  onlyDemoAccount: /*i18n*/ { id: "server.only_demo_account", message: "Only a demo account can be reset" },

  invalidEmail: /*i18n*/ { id: "server.invalid_email", message: "Enter a valid e-mail address" },
  invalidMobile: /*i18n*/ { id: "server.invalid_mobile", message: "Enter a valid mobile number for the chosen area code" },
  unknownArea: /*i18n*/ { id: "server.unknown_area", message: "Choose an area code from the list" },
  noEmailOnAccount: /*i18n*/ { id: "server.no_email_on_account", message: "Your account has no e-mail address; use your mobile number" },
  noMobileOnAccount: /*i18n*/ { id: "server.no_mobile_on_account", message: "Your account has no mobile number; use your e-mail address" },
  ambiguousMobile: /*i18n*/ { id: "server.ambiguous_mobile", message: "Choose the area code of your mobile number" },

  passwordLength: ACCOUNT_REFUSALS.passwordLength,
  passwordCommon: /*i18n*/ { id: "server.password_common", message: "This password is too common and easy to guess; choose another" },
  passwordHasAccount: /*i18n*/ { id: "server.password_has_account", message: "The password must not contain your e-mail address or mobile number" },
  passwordRepeats: /*i18n*/ { id: "server.password_repeats", message: "Repeated characters like \"aaaa\" or \"abcabc\" are easy to guess; choose another password" },
  passwordSequence: /*i18n*/ { id: "server.password_sequence", message: "Sequences like \"abcd\" or \"1234\" are easy to guess; choose another password" },
  passwordKeyboard: /*i18n*/ { id: "server.password_keyboard", message: "Keyboard patterns like \"qwerty\" are easy to guess; choose another password" },
  passwordDates: /*i18n*/ { id: "server.password_dates", message: "Dates and years are easy to guess; choose another password" },
  passwordGuessable: /*i18n*/ { id: "server.password_guessable", message: "This password is too easy to guess; make it longer with more unusual words or characters" },
  passwordsDiffer: /*i18n*/ { id: "server.passwords_differ", message: "The passwords differ" },

  emailTaken: /*i18n*/ { id: "server.email_taken", message: "This e-mail address is already registered; log in or reset the password" },
  mobileTaken: /*i18n*/ { id: "server.mobile_taken", message: "This mobile number is already registered; log in or reset the password" },
  unknownInviteCode: /*i18n*/ { id: "server.unknown_invite_code", message: "No account has the invite code {code}" },
  mobileRegistrationOff: /*i18n*/ { id: "server.mobile_registration_off", message: "Registration by mobile number is not offered" },
  registered: /*i18n*/ { id: "server.registered", message: "Your account is ready" },

  codeSent: /*i18n*/ { id: "server.code_sent", message: "The verification code has been sent" },
  codeMissing: /*i18n*/ { id: "server.code_missing", message: "Request a verification code first" },
  codeUsed: /*i18n*/ { id: "server.code_used", message: "This verification code has already been used; request a new one" },
  codeWrong: /*i18n*/ { id: "server.code_wrong", message: "The verification code is wrong" },
  codeExpired: /*i18n*/ { id: "server.code_expired", message: "The verification code has expired; request a new one" },
  codeExhausted: /*i18n*/ {
    id: "server.code_exhausted",
    message: "Too many wrong verification codes; request a new one",
  },
  codeSubject: /*i18n*/ { id: "server.code_subject", message: "Your Pipwise verification code" },
  codeBody: /*i18n*/ {
    id: "server.code_body",
    message: "Your Pipwise verification code is {code}. It is valid for {minutes} minutes. If you did not ask for it, ignore this message.",
  },

  captchaRequired: /*i18n*/ { id: "server.captcha_required", message: "Enter the characters shown in the picture" },
  captchaWrong: /*i18n*/ { id: "server.captcha_wrong", message: "The characters do not match the picture; try the new picture" },

  wrongCredentials: /*i18n*/ { id: "server.wrong_credentials", message: "The account or the password is wrong" },
  loggedIn: /*i18n*/ { id: "server.logged_in", message: "Logged in" },
  loggedOut: /*i18n*/ { id: "server.logged_out", message: "Logged out" },
  passwordChanged: /*i18n*/ { id: "server.password_changed", message: "The password has been changed; log in with the new password" },

  invalidDemoId: /*i18n*/ { id: "server.invalid_demo_id", message: "The demo id must be 16 to 64 letters, digits, - or _" },
  notOwnDemo: /*i18n*/ { id: "server.not_own_demo", message: "This demo account was not opened from a real account; log in to your real account instead" },
  demoReset: /*i18n*/ { id: "server.demo_reset", message: "The demo account has been reset" },
  invalidIdempotencyKey: /*i18n*/ {
    id: "server.invalid_idempotency_key",
    message: "The Idempotency-Key header must be 1 to 128 visible characters",
  },

  tooManyLogins: /*i18n*/ {
    id: "server.too_many_logins",
    message: "Too many failed log-ins; try again in {minutes, plural, one {# minute} other {# minutes}}",
  },
  tooManyRegistrations: /*i18n*/ {
    id: "server.too_many_registrations",
    message: "Too many new accounts from your network; try again in {minutes, plural, one {# minute} other {# minutes}}",
  },
  tooManyDemoOpens: /*i18n*/ {
    id: "server.too_many_demo_opens",
    message: "Too many demo accounts opened from your network; try again in {minutes, plural, one {# minute} other {# minutes}}",
  },
  codeTooSoon: /*i18n*/ {
    id: "server.code_too_soon",
    message: "A code was just sent; you can ask for another in {seconds, plural, one {# second} other {# seconds}}",
  },
  tooManyCodes: /*i18n*/ {
    id: "server.too_many_codes",
    message: "Too many verification codes requested; try again in {minutes, plural, one {# minute} other {# minutes}}",
  },
  tooManyCaptchas: /*i18n*/ {
    id: "server.too_many_captchas",
    message: "Too many pictures requested; try again in {seconds, plural, one {# second} other {# seconds}}",
  },
} satisfies Record<string, MessageDescriptor>;

export type AccountMessage = (typeof ACCOUNT_MESSAGES)[keyof typeof ACCOUNT_MESSAGES];
