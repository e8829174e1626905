import { spawnSync } from "node:child_process";

/** HAProxy from Debian's package (apt-get install haproxy): on PATH, or where Debian puts it for root. */
function findHaproxy(): string | undefined {
  return ["haproxy", "/usr/sbin/haproxy"].find((candidate) => spawnSync(candidate, ["-v"], { stdio: "ignore" }).status === 0);
}

export const HAPROXY_BINARY = findHaproxy();

/**
 * The most connections HAProxy may be told to hold here: each takes two file descriptors (client
 * and server side), and HAProxy refuses to start when `maxconn` needs more than the hard limit.
 */
export function proxyConnectionsAllowed(): number {
  const hard = spawnSync("sh", ["-c", "ulimit -Hn"], { encoding: "utf8" }).stdout.trim();
  if (hard === "unlimited" || !/^\d+$/.test(hard)) return Number.MAX_SAFE_INTEGER;
  // Some descriptors go to listeners, checks, logs and the admin socket.
  return Math.floor((Number(hard) - 100) / 2);
}
