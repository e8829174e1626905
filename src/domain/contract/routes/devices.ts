import { EndSessionRequest, UserSessions } from "../devices.ts";
import { get, NoAnswer, NoInput, post } from "./route.ts";

/** The user centre's sessions: real accounts, each call about the caller's own sessions only. */
export const DEVICE_ROUTES = {
  sessions: get("/api/user/sessions", NoInput, UserSessions),
  endSession: post("/api/user/end_session", EndSessionRequest, NoAnswer),
  endOtherSessions: post("/api/user/end_other_sessions", NoInput, NoAnswer),
};
