import { isIP } from "node:net";
import { join, resolve } from "node:path";
import { rolloverMinute } from "#domain/trading/rollover.ts";
import type { SessionMode } from "./market/sessions.ts";

export interface Config {
  port: number;
  host: string;
  /** PGlite data directory; unused when `databaseUrl` is set. */
  dataDir: string;
  /** Private folder of uploaded images (never under the static root); by default DATA_DIR/uploads. */
  uploadsDir: string;
  /** postgres://… switches the store from embedded PGlite to a PostgreSQL server. */
  databaseUrl: string | undefined;
  /** redis://… shares the bus and the abuse limits between processes; without it both stay in this process. */
  redisUrl: string | undefined;
  /**
   * What this process runs: `all` (a market leader candidate with the HTTP API and sockets),
   * `gateway` (HTTP and sockets, never leads) or `market` (a leader candidate with no public traffic).
   */
  role: ProcessRole;
  /** "always-open" keeps every market trading (tests, demos at the weekend). */
  marketSessions: SessionMode;
  /** "simulator" (default) or "scripted": prices only move when a test pushes them (/v1/api/test/market with PIPWISE_TEST_HOOKS=1). */
  marketSource: MarketSourceKind;
  /** Ticks per second per instrument. */
  ticksPerSecond: number;
  /** Days of 1-minute history generated on first start. */
  historyDays: number;
  /** Seed of the simulated market, so history and live walks are reproducible. */
  marketSeed: number;
  /** Base settings, answered by /api/basicSet/getBasicInfo. An empty link means none configured. */
  serviceLink: string;
  serviceLinkType: number;
  verifyRegType: number;
  /** 1 = fee is lots × rate; otherwise margin × rate (the seeded rates are fractions of margin). */
  tradeFeeType: number;
  /** The desktop site (the pc subdomain) desktop browsers are sent to; empty keeps them on the phone layout. */
  desktopSiteUrl: string;
  /** Further origins of the site whose pages may open the socket (SITE_ORIGINS, comma-separated); its own origin and the desktop site's always may. */
  siteOrigins: string[];
  /** Sockets one address may hold open at once, per process. */
  socketsPerAddress: number;
  /** New sockets one address may open per minute, counted by every process together. */
  socketOpensPerAddressPerMinute: number;
  /** Margin level (percent) below which positions are closed, the worst loss first. */
  stopOutLevel: number;
  /** Margin level (percent) below which the user is warned, once per crossing. */
  marginCallLevel: number;
  /**
   * Minute after midnight UTC of the daily swap rollover (SWAP_ROLLOVER_UTC, "21:00": 17:00 in New
   * York in summer; set "22:00" to follow New York's 17:00 in winter).
   */
  swapRolloverMinute: number;
  /** Withdrawals of more than this many USD need a second, different operator's approval. */
  withdrawSecondApprovalAbove: number;
  isShowMobile: number;
  /** Folder of the built PWA. */
  staticDir: string;
  /** smtp:// or smtps:// URL of the mail server; without it e-mails go to the outbox table and the log. */
  smtpUrl: string | undefined;
  /** From address of the e-mails the server sends. */
  mailFrom: string;
  /** Sessions end this many days after login (fixed, not sliding). */
  sessionTtlDays: number;
  /** Live sessions one user may hold; a new log-in beyond it ends the oldest. */
  maxSessionsPerUser: number;
  /** Failed log-ins allowed per account and address within the window, before the next try must wait. */
  loginMaxFailures: number;
  loginWindowMinutes: number;
  registrationsPerIpPerHour: number;
  /** Verification codes one IP address may ask for per hour. */
  codesPerIpPerHour: number;
  /** Log-ins with a passkey alone one IP address may start per minute: each start stores a challenge. */
  passkeyLoginOptionsPerIpPerMinute: number;
  /** Seconds between recomputations of the trader ranking (also computed once at start). */
  rankingRefreshSeconds: number;
  /**
   * Which proxies in front of the server to believe about the client's address and scheme
   * (X-Forwarded-For, X-Forwarded-Proto): none, every one (true), or those at these addresses.
   * Behind an unbelieved proxy every client shares the proxy's address in the abuse limits.
   */
  trustProxy: boolean | string[];
  logLevel: LogLevel;
  /**
   * VAPID keys (base64url, as `web-push generate-vapid-keys` prints them) that sign Web Push
   * messages. Without them the server makes a pair on first start and keeps it in the database.
   */
  vapid: { publicKey: string; privateKey: string } | undefined;
  /** The contact push services are given (mailto: or https:). */
  vapidSubject: string;
  /** When set, /metrics answers only a request bearing it (Authorization: Bearer …), and is served on the public port unless `metricsPort` is set. */
  metricsToken: string | undefined;
  /** When set, /metrics is served on this port only, apart from the public one. Without it or a token, /metrics is not served. */
  metricsPort: number | undefined;
  /** The address the metrics port listens on: loopback unless the operator opens it wider. */
  metricsHost: string;
  /** Swagger UI over /openapi.json at /openapi/, in development only (NODE_ENV=development). */
  openApiViewer: boolean;
  /** After SIGTERM, how long /readyz says "not ready" before the server stops taking requests, so the proxy sees it. */
  drainDelayMs: number;
  /** After SIGTERM, the process exits by this time even if something has not finished. */
  shutdownDeadlineMs: number;
  /**
   * The 32-byte key (base64url) that seals the users' authenticator secrets in the database, so a
   * copy of the database alone does not give their codes. Unset, a development key is used.
   */
  factorSecretKey: string | undefined;
  /** The passkeys' relying party id (PASSKEY_RP_ID, a host name like example.com); unset, the host each request was sent to. */
  passkeyRpId: string | undefined;
}

export const PROCESS_ROLES = ["all", "gateway", "market"] as const;
export type ProcessRole = (typeof PROCESS_ROLES)[number];

export const MARKET_SOURCES = ["simulator", "scripted"] as const;
export type MarketSourceKind = (typeof MARKET_SOURCES)[number];

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export class ConfigError extends Error {
  override name = "ConfigError";
}

type Env = Record<string, string | undefined>;

function text(env: Env, key: string, fallback: string): string {
  const value = env[key]?.trim();
  return value === undefined || value === "" ? fallback : value;
}

function integer(env: Env, key: string, fallback: number, min: number, max: number): number {
  const raw = text(env, key, String(fallback));
  if (!/^-?\d+$/.test(raw)) throw new ConfigError(`${key} must be a whole number, got "${raw}"`);
  const value = Number(raw);
  if (value < min || value > max) throw new ConfigError(`${key} must be between ${min} and ${max}, got ${value}`);
  return value;
}

function oneOf<T extends string | number>(key: string, value: T, allowed: readonly T[]): T {
  if (!allowed.includes(value)) throw new ConfigError(`${key} must be one of ${allowed.join(", ")}, got "${value}"`);
  return value;
}

function databaseUrl(env: Env): string | undefined {
  const raw = env.DATABASE_URL?.trim();
  if (!raw) return undefined;
  if (!/^postgres(ql)?:\/\//.test(raw)) throw new ConfigError("DATABASE_URL must start with postgres:// or postgresql://");
  return raw;
}

function redisUrl(env: Env): string | undefined {
  const raw = env.REDIS_URL?.trim();
  if (!raw) return undefined;
  if (!/^rediss?:\/\//.test(raw)) throw new ConfigError("REDIS_URL must start with redis:// or rediss://");
  return raw;
}

function role(env: Env, shared: { databaseUrl: string | undefined; redisUrl: string | undefined }): ProcessRole {
  const value = oneOf("PIPWISE_ROLE", text(env, "PIPWISE_ROLE", "all") as ProcessRole, PROCESS_ROLES);
  // A gateway never leads: without a shared database and bus no leader could ever send it prices.
  if (value === "gateway" && !shared.redisUrl) throw new ConfigError("PIPWISE_ROLE=gateway needs REDIS_URL: a gateway takes its prices from the market leader over Redis");
  if (value === "gateway" && !shared.databaseUrl) throw new ConfigError("PIPWISE_ROLE=gateway needs DATABASE_URL: a gateway shares its PostgreSQL database with the market leader");
  return value;
}

function trustProxy(env: Env): Config["trustProxy"] {
  const raw = text(env, "TRUST_PROXY", "false");
  if (raw === "false") return false;
  if (raw === "true") return true;
  const addresses = raw.split(",").map((entry) => entry.trim());
  for (const entry of addresses) {
    const [address, prefix, ...rest] = entry.split("/");
    const family = isIP(address ?? "");
    const maxPrefix = family === 6 ? 128 : 32;
    const prefixOk = prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= maxPrefix);
    if (!family || !prefixOk || rest.length > 0) {
      throw new ConfigError(`TRUST_PROXY must be true, false or a comma-separated list of addresses or CIDR ranges, got "${entry}"`);
    }
  }
  return addresses;
}

function desktopSiteUrl(env: Env): string {
  const raw = text(env, "DESKTOP_SITE_URL", "");
  if (raw === "") return raw;
  if (!/^https?:\/\/[^/?#]+\/?$/.test(raw)) throw new ConfigError(`DESKTOP_SITE_URL must be an http:// or https:// origin like https://pc.example.com, got "${raw}"`);
  return new URL(raw).origin;
}

function siteOrigins(env: Env): string[] {
  const entries = text(env, "SITE_ORIGINS", "").split(",").map((entry) => entry.trim()).filter((entry) => entry !== "");
  for (const entry of entries) {
    if (!/^https?:\/\/[^/?#]+\/?$/.test(entry)) throw new ConfigError(`SITE_ORIGINS must list http:// or https:// origins like https://www.example.com, got "${entry}"`);
  }
  return entries.map((entry) => new URL(entry).origin);
}

function passkeyRpId(env: Env): string | undefined {
  const raw = env.PASSKEY_RP_ID?.trim();
  if (!raw) return undefined;
  if (!/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/.test(raw)) throw new ConfigError(`PASSKEY_RP_ID must be a host name like example.com, got "${raw}"`);
  return raw;
}

function smtpUrl(env: Env): string | undefined {
  const raw = env.SMTP_URL?.trim();
  if (!raw) return undefined;
  if (!/^smtps?:\/\//.test(raw)) throw new ConfigError("SMTP_URL must start with smtp:// or smtps://");
  return raw;
}

function base64urlOfLength(key: string, value: string, bytes: number): string {
  if (!/^[A-Za-z0-9_-]+$/.test(value) || Buffer.from(value, "base64url").length !== bytes) {
    throw new ConfigError(`${key} must be ${bytes} bytes in unpadded base64url, as web-push generate-vapid-keys prints it`);
  }
  return value;
}

function vapid(env: Env): Config["vapid"] {
  const publicKey = text(env, "VAPID_PUBLIC_KEY", "");
  const privateKey = text(env, "VAPID_PRIVATE_KEY", "");
  if (publicKey === "" && privateKey === "") return undefined;
  if (publicKey === "" || privateKey === "") throw new ConfigError("VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together");
  const point = base64urlOfLength("VAPID_PUBLIC_KEY", publicKey, 65);
  if (Buffer.from(point, "base64url")[0] !== 4) throw new ConfigError("VAPID_PUBLIC_KEY must be an uncompressed P-256 point (it starts with 0x04)");
  return { publicKey, privateKey: base64urlOfLength("VAPID_PRIVATE_KEY", privateKey, 32) };
}

function vapidSubject(env: Env): string {
  const raw = text(env, "VAPID_SUBJECT", "mailto:support@pipwise.local");
  if (!/^(mailto:[^\s@]+@[^\s@]+|https:\/\/[^\s]+)$/.test(raw)) throw new ConfigError(`VAPID_SUBJECT must be a mailto: or https:// address, got "${raw}"`);
  return raw;
}

function swapRolloverMinute(env: Env): number {
  const raw = text(env, "SWAP_ROLLOVER_UTC", "21:00");
  try {
    return rolloverMinute(raw);
  } catch {
    throw new ConfigError(`SWAP_ROLLOVER_UTC must be HH:MM in UTC, got "${raw}"`);
  }
}

/** Reads and validates the environment; throws a ConfigError naming the bad variable. */
export function loadConfig(env: Env = process.env): Config {
  const sessions = text(env, "MARKET_SESSIONS", "real") as SessionMode;
  const shared = { databaseUrl: databaseUrl(env), redisUrl: redisUrl(env) };
  return {
    port: integer(env, "PORT", 8080, 0, 65535),
    host: text(env, "HOST", "0.0.0.0"),
    dataDir: resolve(text(env, "DATA_DIR", "./data")),
    uploadsDir: resolve(text(env, "UPLOADS_DIR", join(text(env, "DATA_DIR", "./data"), "uploads"))),
    ...shared,
    role: role(env, shared),
    marketSessions: oneOf("MARKET_SESSIONS", sessions, ["real", "always-open"] as const),
    marketSource: oneOf("MARKET_SOURCE", text(env, "MARKET_SOURCE", "simulator") as MarketSourceKind, MARKET_SOURCES),
    ticksPerSecond: integer(env, "TICKS_PER_SECOND", 2, 1, 100),
    historyDays: integer(env, "HISTORY_DAYS", 30, 1, 365),
    marketSeed: integer(env, "MARKET_SEED", 20240601, 0, 2 ** 31 - 1),
    serviceLink: text(env, "SERVICE_LINK", ""),
    serviceLinkType: oneOf("SERVICE_LINK_TYPE", integer(env, "SERVICE_LINK_TYPE", 1, 1, 2), [1, 2]),
    verifyRegType: oneOf("VERIFY_REG_TYPE", integer(env, "VERIFY_REG_TYPE", 1, 1, 2), [1, 2]),
    tradeFeeType: oneOf("TRADE_FEE_TYPE", integer(env, "TRADE_FEE_TYPE", 1, 1, 2), [1, 2]),
    desktopSiteUrl: desktopSiteUrl(env),
    siteOrigins: siteOrigins(env),
    socketsPerAddress: integer(env, "SOCKETS_PER_ADDRESS", 20, 1, 1_000_000),
    socketOpensPerAddressPerMinute: integer(env, "SOCKET_OPENS_PER_ADDRESS_PER_MINUTE", 60, 1, 1_000_000),
    stopOutLevel: integer(env, "STOP_OUT_LEVEL", 50, 1, 1000),
    marginCallLevel: integer(env, "MARGIN_CALL_LEVEL", 100, 1, 1000),
    swapRolloverMinute: swapRolloverMinute(env),
    withdrawSecondApprovalAbove: integer(env, "WITHDRAW_SECOND_APPROVAL_ABOVE", 10_000, 0, 1_000_000_000),
    isShowMobile: oneOf("IS_SHOW_MOBILE", integer(env, "IS_SHOW_MOBILE", 1, 0, 1), [0, 1]),
    staticDir: resolve(text(env, "STATIC_DIR", "./dist")),
    smtpUrl: smtpUrl(env),
    mailFrom: text(env, "MAIL_FROM", "Pipwise <no-reply@pipwise.local>"),
    sessionTtlDays: integer(env, "SESSION_TTL_DAYS", 30, 1, 365),
    maxSessionsPerUser: integer(env, "MAX_SESSIONS_PER_USER", 10, 1, 1000),
    loginMaxFailures: integer(env, "LOGIN_MAX_FAILURES", 5, 1, 1000),
    loginWindowMinutes: integer(env, "LOGIN_WINDOW_MINUTES", 15, 1, 1440),
    registrationsPerIpPerHour: integer(env, "REGISTRATIONS_PER_IP_PER_HOUR", 10, 1, 100_000),
    codesPerIpPerHour: integer(env, "CODES_PER_IP_PER_HOUR", 20, 1, 100_000),
    passkeyLoginOptionsPerIpPerMinute: integer(env, "PASSKEY_LOGIN_OPTIONS_PER_IP_PER_MINUTE", 30, 1, 100_000),
    rankingRefreshSeconds: integer(env, "RANKING_REFRESH_SECONDS", 300, 1, 86_400),
    trustProxy: trustProxy(env),
    logLevel: oneOf("LOG_LEVEL", text(env, "LOG_LEVEL", "info") as LogLevel, LOG_LEVELS),
    vapid: vapid(env),
    vapidSubject: vapidSubject(env),
    metricsToken: env.METRICS_TOKEN?.trim() || undefined,
    metricsPort: env.METRICS_PORT?.trim() ? integer(env, "METRICS_PORT", 0, 1, 65535) : undefined,
    metricsHost: text(env, "METRICS_HOST", "127.0.0.1"),
    openApiViewer: env.NODE_ENV === "development",
    drainDelayMs: integer(env, "DRAIN_DELAY_MS", 0, 0, 600_000),
    shutdownDeadlineMs: integer(env, "SHUTDOWN_DEADLINE_MS", 10_000, 100, 600_000),
    passkeyRpId: passkeyRpId(env),
    factorSecretKey: env.FACTOR_SECRET_KEY?.trim() ? base64urlOfLength("FACTOR_SECRET_KEY", env.FACTOR_SECRET_KEY.trim(), 32) : undefined,
  };
}
