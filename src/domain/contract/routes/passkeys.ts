import { LoginResponse } from "../accounts.ts";
import { StepUpAnswer } from "../factors.ts";
import {
  PasskeyAddRequest,
  PasskeyAssertion,
  PasskeyCreationOptions,
  PasskeyList,
  PasskeyLoginOptionsRequest,
  PasskeyLoginRequest,
  PasskeyRemove,
  PasskeyRename,
  PasskeyRequestOptions,
  PasskeyView,
} from "../passkeys.ts";
import { get, NoAnswer, NoInput, post } from "./route.ts";

/** The user's passkeys: add (after a step-up when a factor is on), list, rename, remove; step up and log in with one. */
export const PASSKEY_ROUTES = {
  list: get("/api/factor/passkeys", NoInput, PasskeyList),
  addOptions: post("/api/factor/passkey_add_options", NoInput, PasskeyCreationOptions),
  add: post("/api/factor/passkey_add", PasskeyAddRequest, PasskeyView),
  rename: post("/api/factor/passkey_rename", PasskeyRename, NoAnswer),
  remove: post("/api/factor/passkey_remove", PasskeyRemove, NoAnswer),
  stepUpOptions: post("/api/factor/passkey_step_up_options", NoInput, PasskeyRequestOptions),
  stepUp: post("/api/factor/passkey_step_up", PasskeyAssertion, StepUpAnswer),
  /** No session: a passkey alone (discoverable), or the second step after a right password. */
  loginOptions: post("/api/factor/passkey_login_options", PasskeyLoginOptionsRequest, PasskeyRequestOptions),
  login: post("/api/factor/passkey_login", PasskeyLoginRequest, LoginResponse),
};
