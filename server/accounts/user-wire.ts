import type { LoginResponse, User } from "#domain/contract/accounts.ts";
import type { UserRow } from "./user-repo.ts";

export function toWireUser(row: UserRow): User {
  return {
    id: row.id,
    uid: row.uid,
    email: row.email,
    area_id: row.areaId,
    mobile: row.mobile,
    is_demo: row.isDemo ? 1 : 0,
    invite_code: row.inviteCode,
    ...(row.demoOwnerId === null ? {} : { own_demo: 1 as const }),
  };
}

export function loginResponse(token: string, row: UserRow): LoginResponse {
  return { token, user: toWireUser(row) };
}
