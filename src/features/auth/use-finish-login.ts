import { useRouter } from "@tanstack/react-router";
import type { LoginResponse } from "#domain/contract/accounts.ts";
import { signIn } from "#state/session.ts";
import { returnPath } from "./return-path.ts";
import { useFrom } from "./use-from.ts";

/** Stores the session and leaves for the page that asked for a login (or home). */
export function useFinishLogin(): (session: LoginResponse) => void {
  const router = useRouter();
  const from = useFrom();
  return (session) => {
    signIn(session);
    void router.navigate({ href: returnPath(from), replace: true });
  };
}
