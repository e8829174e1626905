import { proxy } from "valtio";

/** The signed-in session; the accounts issue fills the token at login and clears it at logout. */
export const sessionState = proxy<{ token: string | null }>({ token: null });

export function hasSession(): boolean {
  return Boolean(sessionState.token);
}
