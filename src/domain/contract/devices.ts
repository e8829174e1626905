import { Type, type Static } from "typebox";
import { Id } from "./fields.ts";

/** One live session of the user, as the user centre's sessions page lists it. */
export const UserSession = Type.Object({
  id: Type.Integer(),
  /** "Chrome 131", or "" when the User-Agent names no browser the server knows. */
  browser: Type.String(),
  /** "Android 14", or "". */
  system: Type.String(),
  /** The network of the address it logged in from ("203.0.113.0/24", "2001:db8:1::/48"), "local", or "". */
  area: Type.String(),
  /** Epoch ms. */
  created_at: Type.Integer(),
  /** Epoch ms; written at most once a minute. */
  last_seen_at: Type.Integer(),
  /** The session of the calling device. */
  current: Type.Boolean(),
});
export type UserSession = Static<typeof UserSession>;

export const UserSessions = Type.Array(UserSession);
export type UserSessions = Static<typeof UserSessions>;

/** Body of /api/user/end_session. */
export const EndSessionRequest = Type.Object({ session_id: Id() });
export type EndSessionRequest = Static<typeof EndSessionRequest>;
