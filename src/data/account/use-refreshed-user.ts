import { useEffect } from "react";
import { useSnapshot } from "valtio";
import { userInfo } from "#api/reads/user.ts";
import type { User } from "#domain/contract/accounts.ts";
import { sessionState, updateUser } from "#state/session.ts";

/** The signed-in user, asked for again from the server each time the calling view is shown. */
export function useRefreshedUser(): User | null {
  const { user } = useSnapshot(sessionState);
  useEffect(() => {
    const controller = new AbortController();
    userInfo({ signal: controller.signal }).then(updateUser, () => {});
    return () => controller.abort();
  }, []);
  return user;
}
