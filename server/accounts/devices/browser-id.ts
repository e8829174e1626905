import { randomBytes } from "node:crypto";
import { sha256Hex } from "#server/platform/secrets.ts";

/** The cookie that marks a browser that has logged in before. */
export const BROWSER_COOKIE = "pw_browser";

/** How long the cookie lives: long, so that a browser stays known between logins. */
export const BROWSER_COOKIE_MAX_AGE_S = 400 * 24 * 60 * 60;

const BROWSER_ID = /^[A-Za-z0-9_-]{43}$/;

export function newBrowserId(): string {
  return randomBytes(32).toString("base64url");
}

/** The browser id of a Cookie header, or undefined when there is none of the shape `newBrowserId` makes. */
export function browserIdOf(cookieHeader: string | undefined): string | undefined {
  for (const part of cookieHeader?.split(";") ?? []) {
    const [name, value] = part.trim().split("=", 2);
    if (name === BROWSER_COOKIE && value && BROWSER_ID.test(value)) return value;
  }
  return undefined;
}

/** The Set-Cookie value for `browserId`: out of scripts' reach, sent on top-level navigation from a link too. */
export function browserCookie(browserId: string, secure: boolean): string {
  return `${BROWSER_COOKIE}=${browserId}; Path=/; Max-Age=${BROWSER_COOKIE_MAX_AGE_S}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** What is stored of a browser id for one user: never the id itself, and not comparable between users. */
export function browserHashFor(userId: number, browserId: string): string {
  return sha256Hex(`${userId}:${browserId}`);
}
