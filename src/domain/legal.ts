/**
 * The versions of the legal texts a registrant accepts, in one place: the register form shows them,
 * the server records them with the time. Change a version when its text changes.
 */
export const TERMS_VERSION = "2026-11-27";
export const RISK_WARNING_VERSION = "2026-11-27";
