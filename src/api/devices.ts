/** The user centre's sessions: list them, end one, end all the others. */
import type { UserSession } from "#domain/contract/devices.ts";
import { DEVICE_ROUTES } from "#domain/contract/routes/devices.ts";
import { call } from "./client.ts";

export function listSessions(): Promise<UserSession[]> {
  return call(DEVICE_ROUTES.sessions, {});
}

export async function endSession(sessionId: number): Promise<void> {
  await call(DEVICE_ROUTES.endSession, { session_id: sessionId }, { loading: true, toastSuccess: true });
}

export async function endOtherSessions(): Promise<void> {
  await call(DEVICE_ROUTES.endOtherSessions, {}, { loading: true, toastSuccess: true });
}
