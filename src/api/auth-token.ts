/**
 * The API client and the realtime facade read the session token through this getter. The
 * app's start sets it once from the session state; until then there is none.
 */
let tokenGetter: () => string | null = () => null;

export function setAuthTokenGetter(getter: () => string | null): void {
  tokenGetter = getter;
}

export function authToken(): string | null {
  return tokenGetter();
}
