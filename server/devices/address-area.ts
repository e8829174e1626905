import { isIPv4, isIPv6 } from "node:net";

/** What the sessions list shows of an address in a private or local range. */
export const LOCAL_AREA = "local";

const PRIVATE_V4 = [/^10\./, /^127\./, /^192\.168\./, /^172\.(1[6-9]|2\d|3[01])\./, /^169\.254\./, /^100\.(6[4-9]|[7-9]\d|1[01]\d|12[0-7])\./];

/** The eight 16-bit groups of an IPv6 address, "::" expanded. */
function groupsOf(address: string): string[] {
  const [head = "", tail] = address.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  return [...left, ...Array<string>(8 - left.length - right.length).fill("0"), ...right];
}

/**
 * The coarse area of an address, with no offline location database bundled: the network it is in
 * (IPv4 masked to /24, IPv6 to /48), or "local" for private, loopback and link-local ranges. Enough
 * for a person to tell their own network from a stranger's, without storing the full address.
 */
export function areaOf(ip: string): string {
  const v4 = ip.startsWith("::ffff:") && isIPv4(ip.slice(7)) ? ip.slice(7) : ip;
  if (isIPv4(v4)) {
    if (PRIVATE_V4.some((range) => range.test(v4))) return LOCAL_AREA;
    return `${v4.split(".").slice(0, 3).join(".")}.0/24`;
  }
  if (!isIPv6(ip)) return "";
  const groups = groupsOf(ip.toLowerCase().split("%")[0]!);
  const first = parseInt(groups[0]!, 16);
  // ::1, fc00::/7 (unique local), fe80::/10 (link-local)
  if (groups.slice(0, 7).every((group) => parseInt(group, 16) === 0) || (first & 0xfe00) === 0xfc00 || (first & 0xffc0) === 0xfe80) return LOCAL_AREA;
  return `${groups.slice(0, 3).map((group) => parseInt(group, 16).toString(16)).join(":")}::/48`;
}
