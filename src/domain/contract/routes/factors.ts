import { FactorCodeRequest, FactorLoginRequest, FactorStatus, RecoveryCodes, StepUpAnswer, TotpSetup } from "../factors.ts";
import { LoginResponse } from "../accounts.ts";
import { get, NoAnswer, NoInput, post } from "./route.ts";

/** The second factor's calls (real accounts, but the log-in that finishes a password's). */
export const FACTOR_ROUTES = {
  status: get("/api/factor/status", NoInput, FactorStatus),
  totpBegin: post("/api/factor/totp_begin", NoInput, TotpSetup),
  totpConfirm: post("/api/factor/totp_confirm", FactorCodeRequest, RecoveryCodes),
  /** Takes a code of the factor itself, which is its step-up. */
  totpOff: post("/api/factor/totp_off", FactorCodeRequest, NoAnswer),
  login: post("/api/factor/login", FactorLoginRequest, LoginResponse),
  stepUp: post("/api/factor/step_up", FactorCodeRequest, StepUpAnswer),
};
