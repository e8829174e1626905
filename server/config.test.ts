import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

describe("loadConfig", () => {
  it("runs with nothing set: port 8080, embedded store in ./data, real sessions", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 8080, host: "0.0.0.0", databaseUrl: undefined, marketSessions: "real", ticksPerSecond: 2, historyDays: 30 });
    expect(config.dataDir).toMatch(/[/\\]data$/);
    expect(config.staticDir).toMatch(/[/\\]dist$/);
  });

  it("keeps e-mail in the outbox and sessions for 30 days unless told otherwise", () => {
    expect(loadConfig({})).toMatchObject({ smtpUrl: undefined, sessionTtlDays: 30, maxSessionsPerUser: 10, loginMaxFailures: 5, loginWindowMinutes: 15 });
    expect(loadConfig({ SMTP_URL: "smtps://user:secret@mail.example.com:465" }).smtpUrl).toBe("smtps://user:secret@mail.example.com:465");
  });

  it("charges the handling fee per lot unless told to take a share of the margin", () => {
    expect(loadConfig({}).tradeFeeType).toBe(1);
    expect(loadConfig({ TRADE_FEE_TYPE: "2" }).tradeFeeType).toBe(2);
  });

  it("has no desktop site unless one is configured, and keeps only its origin", () => {
    expect(loadConfig({}).desktopSiteUrl).toBe("");
    expect(loadConfig({ DESKTOP_SITE_URL: "https://pc.pipwise.example/" }).desktopSiteUrl).toBe("https://pc.pipwise.example");
  });

  it("makes its own VAPID keys unless both are set, and checks them and the subject", async () => {
    const { default: webpush } = await import("web-push");
    const keys = webpush.generateVAPIDKeys();
    expect(loadConfig({})).toMatchObject({ vapid: undefined, vapidSubject: "mailto:support@pipwise.local" });
    expect(loadConfig({ VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey, VAPID_SUBJECT: "https://pipwise.example/contact" })).toMatchObject({
      vapid: keys,
      vapidSubject: "https://pipwise.example/contact",
    });
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: keys.publicKey })).toThrow(/VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together/);
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: keys.privateKey, VAPID_PRIVATE_KEY: keys.privateKey })).toThrow(/VAPID_PUBLIC_KEY must be 65 bytes/);
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: "x+y" })).toThrow(/VAPID_PRIVATE_KEY must be 32 bytes/);
    expect(() => loadConfig({ VAPID_SUBJECT: "support@pipwise.example" })).toThrow(/VAPID_SUBJECT must be a mailto: or https:/);
  });

  it("switches to PostgreSQL when DATABASE_URL is a postgres URL", () => {
    expect(loadConfig({ DATABASE_URL: "postgres://u:p@localhost/pipwise" }).databaseUrl).toBe("postgres://u:p@localhost/pipwise");
  });

  it("shares the bus and the limits through Redis only when REDIS_URL is a redis URL", () => {
    expect(loadConfig({}).redisUrl).toBeUndefined();
    expect(loadConfig({ REDIS_URL: "redis://127.0.0.1:6379/0" }).redisUrl).toBe("redis://127.0.0.1:6379/0");
  });

  it("runs every part in one process unless PIPWISE_ROLE names a gateway or a market process", () => {
    const shared = { DATABASE_URL: "postgres://u:p@localhost/pipwise", REDIS_URL: "redis://127.0.0.1:6379/0" };
    expect(loadConfig({}).role).toBe("all");
    expect(loadConfig({ ...shared, PIPWISE_ROLE: "gateway" }).role).toBe("gateway");
    expect(loadConfig({ PIPWISE_ROLE: "market" }).role).toBe("market");
    expect(() => loadConfig({ PIPWISE_ROLE: "leader" })).toThrow(/PIPWISE_ROLE must be one of all, gateway, market/);
  });

  it("refuses a gateway that no market leader could reach", () => {
    expect(() => loadConfig({ PIPWISE_ROLE: "gateway", DATABASE_URL: "postgres://u:p@localhost/pipwise" })).toThrow(/PIPWISE_ROLE=gateway needs REDIS_URL/);
    expect(() => loadConfig({ PIPWISE_ROLE: "gateway", REDIS_URL: "redis://127.0.0.1:6379/0" })).toThrow(/PIPWISE_ROLE=gateway needs DATABASE_URL/);
  });

  it("stops out below 50 % and warns below 100 % unless told otherwise", () => {
    expect(loadConfig({})).toMatchObject({ stopOutLevel: 50, marginCallLevel: 100 });
    expect(loadConfig({ STOP_OUT_LEVEL: "30", MARGIN_CALL_LEVEL: "80" })).toMatchObject({ stopOutLevel: 30, marginCallLevel: 80 });
    expect(() => loadConfig({ STOP_OUT_LEVEL: "0" })).toThrow(/STOP_OUT_LEVEL must be between 1 and 1000/);
  });

  it("runs the simulated market unless MARKET_SOURCE=scripted", () => {
    expect(loadConfig({}).marketSource).toBe("simulator");
    expect(loadConfig({ MARKET_SOURCE: "scripted" }).marketSource).toBe("scripted");
  });

  it("believes no proxy unless TRUST_PROXY says which", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "true" }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.2, 192.168.0.0/16,fd00::/8" }).trustProxy).toEqual(["10.0.0.2", "192.168.0.0/16", "fd00::/8"]);
  });

  it.each([
    [{ PORT: "eighty" }, /PORT must be a whole number/],
    [{ MARKET_SOURCE: "random" }, /MARKET_SOURCE must be one of simulator, scripted/],
    [{ PORT: "70000" }, /PORT must be between 0 and 65535/],
    [{ MARKET_SESSIONS: "sometimes" }, /MARKET_SESSIONS must be one of real, always-open/],
    [{ DATABASE_URL: "mysql://localhost/x" }, /DATABASE_URL must start with postgres/],
    [{ REDIS_URL: "127.0.0.1:6379" }, /REDIS_URL must start with redis:\/\/ or rediss:\/\//],
    [{ SERVICE_LINK_TYPE: "3" }, /SERVICE_LINK_TYPE must be/],
    [{ HISTORY_DAYS: "0" }, /HISTORY_DAYS must be between 1 and 365/],
    [{ SMTP_URL: "mail.example.com:587" }, /SMTP_URL must start with smtp:\/\/ or smtps:\/\//],
    [{ DESKTOP_SITE_URL: "pc.pipwise.example" }, /DESKTOP_SITE_URL must be an http:\/\/ or https:\/\/ origin/],
    [{ DESKTOP_SITE_URL: "https://pc.pipwise.example/trade" }, /DESKTOP_SITE_URL must be/],
    [{ SESSION_TTL_DAYS: "0" }, /SESSION_TTL_DAYS must be between 1 and 365/],
    [{ LOGIN_MAX_FAILURES: "many" }, /LOGIN_MAX_FAILURES must be a whole number/],
    [{ MAX_SESSIONS_PER_USER: "0" }, /MAX_SESSIONS_PER_USER must be between 1 and 1000/],
    [{ TRUST_PROXY: "proxy.internal" }, /TRUST_PROXY must be true, false or a comma-separated list/],
    [{ TRUST_PROXY: "10.0.0.0/33" }, /TRUST_PROXY must be/],
  ])("refuses %o with a message naming the variable", (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
