import { useRouter, useSearch } from "@tanstack/react-router";
import type { LoginResponse } from "../../domain/contract/accounts.ts";
import { signIn } from "../../state/session.ts";
import { returnPath } from "./return-path.ts";

/** Stores the session and leaves for the page that asked for a login (or home). */
export function useFinishLogin(): (session: LoginResponse) => void {
  const router = useRouter();
  const { from } = useSearch({ strict: false }) as { from?: string };
  return (session) => {
    signIn(session);
    void router.navigate({ href: returnPath(from), replace: true });
  };
}
