/**
 * The operator's token, mirrored to sessionStorage so a reload keeps the session but closing the
 * tab ends what a shared desktop remembers of it.
 */
const TOKEN_KEY = "pipwise.admin.token";

let token: string | null = readStored();
const endListeners = new Set<() => void>();

function readStored(): string | null {
  try {
    return sessionStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

function store(value: string | null): void {
  try {
    if (value) sessionStorage.setItem(TOKEN_KEY, value);
    else sessionStorage.removeItem(TOKEN_KEY);
  } catch {
    // Storage refused (private mode, policy): the session then lasts until the page reloads.
  }
}

export function operatorToken(): string | null {
  return token;
}

export function keepOperatorToken(value: string): void {
  token = value;
  store(value);
}

export function forgetOperatorToken(): void {
  token = null;
  store(null);
}

/** The server answered 999: drop the token and tell the app, which shows the login screen. */
export function endOperatorSession(): void {
  forgetOperatorToken();
  endListeners.forEach((listener) => listener());
}

export function onOperatorSessionEnded(listener: () => void): () => void {
  endListeners.add(listener);
  return () => void endListeners.delete(listener);
}
