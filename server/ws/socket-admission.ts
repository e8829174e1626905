import { createLimiter } from "../platform/abuse-limits.ts";
import type { HeldSlot, Hold } from "../platform/held-slots.ts";
import type { LimitStore } from "../platform/limit-store.ts";

const MINUTE = 60_000;

/** Who may open a socket: the site's own pages, and not too many sockets from one address. */
export interface AdmissionPolicy {
  /** Origins besides the request's own host whose pages may connect (the desktop site, further site origins). */
  origins: readonly string[];
  socketsPerAddress: number;
  opensPerAddressPerMinute: number;
}

/** Why a socket is closed as soon as it opens: the close code and its reason text (at most 123 bytes). */
export interface Refusal {
  code: number;
  reason: string;
}

/** 1008 (policy violation): a page of another site. 1013 (try again later): the address has its share; the PWA retries with backoff. */
const FOREIGN_ORIGIN: Refusal = { code: 1008, reason: "origin not allowed: open the socket from the site's own pages" };
const TOO_MANY_OPEN: Refusal = { code: 1013, reason: "too many sockets from this address: close one first" };
const TOO_MANY_OPENED: Refusal = { code: 1013, reason: "too many new sockets from this address: try again in a minute" };

/**
 * A missing Origin is a client that is no browser (a browser always sends one on a WebSocket
 * upgrade); it cannot carry a user's cookies or a page's token, so it is let in (decision 0025).
 * Otherwise the page must be of the host the request was sent to, or of a configured origin.
 */
export function originAllowed(origin: string | undefined, host: string | undefined, allowed: readonly string[]): boolean {
  if (origin === undefined) return true;
  if (allowed.includes(origin)) return true;
  try {
    return host !== undefined && new URL(origin).host === host;
  } catch {
    return false;
  }
}

/**
 * The rate of new sockets is counted in the limit store and the sockets held in `holds`; with Redis
 * both are shared by every process, so an address's cap holds in total behind the proxy.
 */
export function createSocketAdmission(policy: AdmissionPolicy, store: LimitStore, holds: Hold) {
  const opens = createLimiter(store, "socketOpensPerIp", policy.opensPerAddressPerMinute, MINUTE);
  const held = { name: "socketsPerIp", limit: policy.socketsPerAddress };

  return {
    /**
     * Before the upgrade: checks the origin, counts the opening against the address's rate and
     * reserves one of the address's sockets. A refusal to close the socket with, else the release of the socket's slot.
     */
    async admit(origin: string | undefined, host: string | undefined, address: string): Promise<Refusal | HeldSlot> {
      if (!originAllowed(origin, host, policy.origins)) return FOREIGN_ORIGIN;
      if (!(await opens.take(address)).allowed) return TOO_MANY_OPENED;
      return (await holds(held, address)) ?? TOO_MANY_OPEN;
    },
  };
}

export type SocketAdmission = ReturnType<typeof createSocketAdmission>;
